import * as React from "react"
import { staffFetch } from "./staff-api"
import { INPUT, LABEL, PRIMARY_BUTTON } from "../ui/app-styles"
import { CompanyField } from "./company-field"
import { RefusalSummary, refusalErrors } from "./form-refusal"
import { STAFF_INVITE_API } from "../../lib/staff-paths"

// Invites a colleague: the server makes the account and mails a one-time link (24 hours) to set a password.
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [message, setMessage] = React.useState<string | null>(null)
  // The server's refusal: its words for each field, under the field (as the public forms), or for the form.
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form))
    try {
      await staffFetch(STAFF_INVITE_API, { method: "POST", body: data })
      setMessage(`Invitation sent to ${String(data.email)}.`)
      setErrors({})
      form.reset()
      onInvited()
    } catch (error) {
      setMessage(null)
      setErrors(refusalErrors(error))
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 md:grid-cols-4 md:items-end">
      <CompanyField label="Full name" name="name" errors={errors} maxLength={100} autoComplete="off" />
      <CompanyField label="Email" name="email" type="email" errors={errors} autoComplete="off" />
      <label className={LABEL}>
        Role
        <select name="role" defaultValue="staff" className={INPUT}>
          <option value="staff">Staff</option>
          <option value="admin">Administrator</option>
          <option value="inspector">Inspector</option>
        </select>
      </label>
      <button type="submit" className={`${PRIMARY_BUTTON} md:justify-self-start`}>
        Send invitation
      </button>
      <div className="md:col-span-4">
        <RefusalSummary errors={errors} />
        {message && (
          <p role="status" className="text-green-800">
            {message}
          </p>
        )}
      </div>
    </form>
  )
}
