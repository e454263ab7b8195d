import * as React from "react"
import { AUTH, staffFetch, StaffApiError } from "./staff-api"
import { CodeField, Field, FormError } from "../ui/app-controls"
import { CARD, CARD_HEADING, PRIMARY_BUTTON } from "../ui/app-styles"
import { LogoMark } from "../layout/logo"

// The form's words: the workspace's own, or another app's that signs in the same way (the inspectors', issue 61).
export type SignInWords = {
  heading: string
  email: string
  password: string
  submit: string
  code: string
  verify: string
  failed: string
  tooMany: string
  badCode: string
}
const WORKSPACE_WORDS: SignInWords = {
  heading: "Staff sign-in",
  email: "Email",
  password: "Password",
  submit: "Sign in",
  code: "Authentication code",
  verify: "Verify",
  failed: "The email or the password is not right.",
  tooMany: "Too many failed sign-ins. Wait 15 minutes and try again.",
  badCode: "That code is not valid. Try the current one.",
}

// Email and password; then, for an account with two-factor sign-in, the code from the authenticator app.
export function SignIn({ onSignedIn, words = WORKSPACE_WORDS }: { onSignedIn: () => void; words?: SignInWords }) {
  const [step, setStep] = React.useState<"password" | "code">("password")
  const [error, setError] = React.useState("")
  const [busy, setBusy] = React.useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError("")
    try {
      if (step === "password") {
        const result = await staffFetch<{ twoFactorRedirect?: boolean }>(`${AUTH}/sign-in/email`, {
          method: "POST",
          body: { email: form.get("email"), password: form.get("password") },
        })
        if (result.twoFactorRedirect) setStep("code")
        else onSignedIn()
      } else {
        await staffFetch(`${AUTH}/two-factor/verify-totp`, { method: "POST", body: { code: form.get("code") } })
        onSignedIn()
      }
    } catch (caught) {
      const status = caught instanceof StaffApiError ? caught.status : 0
      setError(
        status === 429 ? words.tooMany : step === "code" ? words.badCode : words.failed,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className={`mx-auto mt-16 max-w-sm space-y-4 ${CARD}`}>
      <h1 className={`flex items-center gap-2.5 ${CARD_HEADING}`}>
        <LogoMark className="h-8 w-8 shrink-0" />
        {words.heading}
      </h1>
      {step === "password" ? (
        <>
          <Field label={words.email} name="email" type="email" autoComplete="username" />
          <Field label={words.password} name="password" type="password" autoComplete="current-password" />
        </>
      ) : (
        <CodeField label={words.code} />
      )}
      <FormError message={error} />
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {step === "password" ? words.submit : words.verify}
      </button>
    </form>
  )
}
