import * as React from "react"
import { CompanyField } from "./company-field"
import { refusalErrors } from "./form-refusal"
import { staffFetch } from "./staff-api"
import { type ClientCompany } from "./use-client-companies"
import { BUTTON } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"
import { companyApi } from "../../lib/staff-paths"

// Administrators: another administrator for a company (say, when the first invitation lapsed).
export function CompanyInviteForm({ company, onInvited }: { company: ClientCompany; onInvited: () => void }) {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sent, setSent] = React.useState("")
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get("email") ?? "")
    const name = String(data.get("name") ?? "").trim()
    try {
      await staffFetch(companyApi("invitations").to({ id: company.id }), {
        method: "POST",
        body: { email, name: name || undefined },
      })
      setErrors({})
      setSent(`Invitation sent to ${name ? `${name} (${email.trim()})` : email.trim()}.`)
      form.reset()
      onInvited()
    } catch (caught) {
      setSent("")
      setErrors(refusalErrors(caught))
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-48">
        <CompanyField
          label={`Administrator's name for ${company.name}`}
          name="name"
          errors={errors}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <div className="min-w-0 flex-1 basis-64">
        <CompanyField label={`Administrator's e-mail for ${company.name}`} name="email" type="email" errors={errors} />
      </div>
      <button type="submit" className={BUTTON}>
        Send invitation
      </button>
      <div className="basis-full">
        <FormError message={errors.form ?? ""} />
        {sent && (
          <p role="status" className="text-sm text-green-800">
            {sent}
          </p>
        )}
      </div>
    </form>
  )
}
