import * as React from "react"
import { fill } from "../../lib/format"
import { ApiError } from "../../lib/json-fetch"
import { FormError } from "../ui/app-controls"
import { BUTTON, INPUT, LABEL } from "../ui/app-styles"
import { clientAuthCall } from "./client-auth"
import type { ClientTexts } from "./client-types"

// Roughly an address: the server and the library decide; this only spares a round trip for a typo.
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// An administrator invites a colleague by address and role; what was typed stays when the invitation fails.
export function InviteMember({
  texts,
  onInvited,
}: {
  texts: ClientTexts["members"]
  onInvited: (email: string) => void
}) {
  const [email, setEmail] = React.useState("")
  const [role, setRole] = React.useState<"member" | "owner">("member")
  const [error, setError] = React.useState("")
  const [busy, setBusy] = React.useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (!ADDRESS.test(address)) return setError(texts.inviteInvalid)
    setError("")
    setBusy(true)
    try {
      await clientAuthCall("/organization/invite-member", { email: address, role })
      setEmail("")
      onInvited(address)
    } catch (caught) {
      const code = caught instanceof ApiError ? (caught.code ?? "") : ""
      setError(
        code.includes("ALREADY") ? texts.alreadyMember : code.includes("EMAIL") ? texts.inviteInvalid : texts.failed,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        {texts.inviteHeading}
      </h2>
      <p className="text-sm text-slate-700">{texts.inviteIntro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className={`${LABEL} min-w-64 flex-1`}>
          {texts.inviteEmail}
          <input
            type="email"
            name="email"
            dir="ltr"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-error" : undefined}
            className={INPUT}
          />
        </label>
        {/* Labelled by id: inside its label, a select's options join its accessible name. */}
        <div>
          <label htmlFor="invite-role" className={LABEL}>
            {texts.inviteRole}
          </label>
          <select
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as typeof role)}
            className={`${INPUT} w-auto`}
          >
            <option value="member">{texts.roleMember}</option>
            <option value="owner">{texts.roleOwner}</option>
          </select>
        </div>
        <button type="submit" disabled={busy} className={BUTTON}>
          {texts.inviteSubmit}
        </button>
      </div>
      <div id="invite-error">
        <FormError message={error ? fill(error, { email }) : ""} />
      </div>
    </form>
  )
}
