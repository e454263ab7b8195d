import * as React from "react"
import { CLIENT_PENDING_INVITATIONS_PATH } from "../../lib/client-paths"
import { fillCompany } from "../../lib/company-words"
import { fill } from "../../lib/format"
import { pendingInvitationsReply, type PendingInvitation } from "../../lib/invitation-replies"
import type { Locale } from "../../lib/locales"
import { readReply } from "../../lib/read-reply"
import { FormError } from "../ui/app-controls"
import { BUTTON } from "../ui/app-styles"
import { clientAuthCall } from "./client-auth"
import type { ClientTexts } from "./client-types"

type Props = { texts: ClientTexts; brand: string; locale: Locale; onJoined: () => void }

// "Layla Nabil invited you to the register of …", or the company that examines when staff invited.
export function invitationWords(
  texts: ClientTexts["app"],
  brand: string,
  locale: Locale,
  invitation: PendingInvitation,
) {
  const company = locale === "ar" && invitation.company.nameAr ? invitation.company.nameAr : invitation.company.name
  return invitation.inviter
    ? fillCompany(texts.invitedBy, { inviter: invitation.inviter, company })
    : fillCompany(texts.invitedByBrand, { brand, company })
}

// The invitations waiting for the signed-in account's address; none when they cannot be read.
export function usePendingInvitations() {
  const [invitations, setInvitations] = React.useState<PendingInvitation[] | null>(null)
  React.useEffect(() => {
    readReply(pendingInvitationsReply, CLIENT_PENDING_INVITATIONS_PATH).then(
      (answer) => setInvitations(answer.invitations),
      () => setInvitations([]),
    )
  }, [])
  return invitations
}

// Signed in, a member of no company (issue 64): the invitations waiting for this address, each naming the company
// and who invited, to accept here; with none, whom to ask.
export function NoCompany({ texts, brand, locale, onJoined }: Props) {
  const invitations = usePendingInvitations()
  const [error, setError] = React.useState("")

  async function accept(id: string) {
    setError("")
    try {
      await clientAuthCall("/organization/accept-invitation", { invitationId: id })
      onJoined()
    } catch {
      setError(texts.invitation.failed)
    }
  }

  if (invitations === null) return <p role="status">{texts.app.loading}</p>
  if (invitations.length === 0)
    return (
      <p role="alert" className="mx-auto mt-10 max-w-md">
        {fill(texts.app.noCompany, { brand })}
      </p>
    )
  return (
    <section aria-labelledby="invitations-heading" className="mx-auto mt-10 max-w-md space-y-4">
      <h1 id="invitations-heading" className="text-xl font-semibold text-slate-900">
        {texts.invitation.heading}
      </h1>
      <ul className="space-y-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-slate-900">{invitationWords(texts.app, brand, locale, invitation)}</p>
            <button type="button" onClick={() => void accept(invitation.id)} className={BUTTON}>
              {texts.invitation.accept}
            </button>
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </section>
  )
}
