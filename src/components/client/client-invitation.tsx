import * as React from "react"
import { FormError } from "../ui/app-controls"
import { PRIMARY_BUTTON } from "../ui/app-styles"
import { clientAuthCall, linkValues } from "./client-auth"
import { ClientForm } from "./client-form"
import type { ClientTexts } from "./client-types"
import type { Locale } from "../../lib/locales"
import { invitationWords, usePendingInvitations } from "./no-company"

type Props = {
  texts: ClientTexts["invitation"]
  app: ClientTexts["app"]
  brand: string
  locale: Locale
  onAccepted: () => void
}

// Accepting an invitation, signed in (the invitation's own address: the library refuses any other one), named by
// its company and who invited where it is still waiting for this address.
export function ClientInvitation({ texts, app, brand, locale, onAccepted }: Props) {
  const [error, setError] = React.useState("")
  const { invitation } = linkValues()
  const named = usePendingInvitations()?.find((pending) => pending.id === invitation)

  async function accept() {
    setError("")
    try {
      await clientAuthCall("/organization/accept-invitation", { invitationId: invitation })
      onAccepted()
    } catch {
      setError(texts.failed)
    }
  }

  return (
    <ClientForm heading={texts.heading} intro={texts.intro} onSubmit={accept}>
      {named && <p className="font-medium text-slate-900">{invitationWords(app, brand, locale, named)}</p>}
      <FormError message={invitation ? error : texts.failed} />
      <button type="submit" disabled={!invitation} className={PRIMARY_BUTTON}>
        {texts.accept}
      </button>
    </ClientForm>
  )
}
