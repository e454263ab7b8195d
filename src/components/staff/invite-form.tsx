import * as React from "react"
import { staffFetch } from "./staff-api"
import { INPUT, LABEL, PRIMARY_BUTTON } from "../ui/app-styles"
import { Field } from "../ui/app-controls"
import { STAFF_INVITE_API } from "../../lib/staff-paths"

// Invites a colleague: the server makes the account and mails a one-time link (24 hours) to set a password.
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [message, setMessage] = React.useState<{ text: string; error: boolean } | null>(null)
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form))
    try {
      await staffFetch(STAFF_INVITE_API, { method: "POST", body: data })
      setMessage({ text: `Invitation sent to ${String(data.email)}.`, error: false })
      form.reset()
      onInvited()
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true })
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 md:grid-cols-4 md:items-end">
      <Field label="Full name" name="name" maxLength={100} />
      <Field label="Email" name="email" type="email" />
      <label className={LABEL}>
        Role
        <select name="role" defaultValue="staff" className={INPUT}>
          <option value="staff">Staff</option>
          <option value="admin">Administrator</option>
        </select>
      </label>
      <button type="submit" className={`${PRIMARY_BUTTON} md:justify-self-start`}>
        Send invitation
      </button>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "text-red-700" : "text-green-800"}>
          {message.text}
        </p>
      )}
    </form>
  )
}
