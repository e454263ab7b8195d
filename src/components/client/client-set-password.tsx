import * as React from "react"
import { Field, FormError } from "../ui/app-controls"
import { PRIMARY_BUTTON } from "../ui/app-styles"
import { clientAuthCall, linkValues } from "./client-auth"
import { ClientForm } from "./client-form"
import type { ClientTexts } from "./client-types"

// The workspace's password policy (server/staff/password-policy.ts), which the server holds to as well.
const PASSWORD_MIN_LENGTH = 12

// The page an invitation's or a reset's one-time link opens (/client/set-password/?token=…): choose a password,
// then sign in. What was typed stays when the two do not match.
export function ClientSetPassword({ texts, onDone }: { texts: ClientTexts["setPassword"]; onDone: () => void }) {
  const [error, setError] = React.useState("")
  const { token } = linkValues()

  async function submit(form: FormData) {
    const newPassword = String(form.get("password"))
    if (newPassword !== String(form.get("confirm"))) return setError(texts.mismatch)
    setError("")
    try {
      await clientAuthCall("/reset-password", { newPassword, token })
      onDone()
    } catch {
      setError(texts.noLink)
    }
  }

  return (
    <ClientForm heading={texts.heading} intro={texts.intro} onSubmit={submit}>
      {!token && <p role="alert">{texts.noLink}</p>}
      <Field
        label={texts.password}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        aria-describedby="password-hint"
      />
      <p id="password-hint" className="text-xs text-slate-600">
        {texts.passwordHint}
      </p>
      <Field label={texts.confirm} name="confirm" type="password" autoComplete="new-password" />
      <FormError message={error} />
      <button type="submit" disabled={!token} className={PRIMARY_BUTTON}>
        {texts.submit}
      </button>
    </ClientForm>
  )
}
