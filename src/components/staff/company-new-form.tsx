import * as React from "react"
import { CompanyField } from "./company-field"
import { RefusalSummary, refusalErrors } from "./form-refusal"
import { staffFetch } from "./staff-api"
import { COMPANIES_API } from "./use-client-companies"
import { PRIMARY_BUTTON } from "../ui/app-styles"

// Administrators: a new client company and its first administrator, who is mailed an invitation (7 days). A refusal
// names the fields and keeps what was typed.
export function CompanyNewForm({ onCreated }: { onCreated: (name: string) => void }) {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sending, setSending] = React.useState(false)
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? "")
    setSending(true)
    try {
      await staffFetch(COMPANIES_API, {
        method: "POST",
        body: {
          name: text("name"),
          nameAr: text("nameAr"),
          // One site a line; blank lines are nothing.
          sites: text("sites")
            .split("\n")
            .map((site) => site.trim())
            .filter(Boolean),
          // A blank name is none: the account is then named by its address until the person gives one.
          administrator: { email: text("administrator.email"), name: text("administrator.name").trim() || undefined },
        },
      })
      setErrors({})
      form.reset()
      onCreated(text("name").trim())
    } catch (caught) {
      setErrors(refusalErrors(caught))
    } finally {
      setSending(false)
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-3 md:grid-cols-2">
      <CompanyField label="Name (English)" name="name" errors={errors} maxLength={200} />
      <CompanyField label="Name (Arabic)" name="nameAr" errors={errors} maxLength={200} dir="rtl" lang="ar" />
      <CompanyField label="Sites" hint="One a line" name="sites" errors={errors} rows={3} />
      <CompanyField
        label="First administrator's name"
        hint="As their colleagues, the activity log and our mails will call them"
        name="administrator.name"
        errors={errors}
        maxLength={100}
        autoComplete="off"
      />
      <CompanyField
        label="First administrator's e-mail"
        hint="They are sent an invitation link, valid for 7 days"
        name="administrator.email"
        type="email"
        errors={errors}
      />
      <div className="space-y-2 md:col-span-2">
        <RefusalSummary errors={errors} />
        <button type="submit" disabled={sending} className={PRIMARY_BUTTON}>
          Create the company
        </button>
      </div>
    </form>
  )
}
