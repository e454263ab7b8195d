import * as React from "react"
import { FormError } from "../ui/app-controls"
import { PRIMARY_BUTTON } from "../ui/app-styles"
import { clientAuthCall, linkValues } from "./client-auth"
import { ClientForm } from "./client-form"
import type { ClientTexts } from "./client-types"

// Accepting an invitation, signed in (the invitation's own address: the library refuses any other one).
export function ClientInvitation({ texts, onAccepted }: { texts: ClientTexts["invitation"]; onAccepted: () => void }) {
  const [error, setError] = React.useState("")
  const { invitation } = linkValues()

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
      <FormError message={invitation ? error : texts.failed} />
      <button type="submit" disabled={!invitation} className={PRIMARY_BUTTON}>
        {texts.accept}
      </button>
    </ClientForm>
  )
}
