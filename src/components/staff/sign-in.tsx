import * as React from "react"
import { AUTH, staffFetch, StaffApiError } from "./staff-api"
import { CodeField, Field, FormError } from "../ui/app-controls"
import { CARD, CARD_HEADING, PRIMARY_BUTTON } from "../ui/app-styles"
import { LogoMark } from "../layout/logo"

// Email and password; then, for an account with two-factor sign-in, the code from the authenticator app.
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
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
        status === 429
          ? "Too many failed sign-ins. Wait 15 minutes and try again."
          : step === "code"
            ? "That code is not valid. Try the current one."
            : "The email or the password is not right.",
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className={`mx-auto mt-16 max-w-sm space-y-4 ${CARD}`}>
      <h1 className={`flex items-center gap-2.5 ${CARD_HEADING}`}>
        <LogoMark className="h-8 w-8 shrink-0" />
        Staff sign-in
      </h1>
      {step === "password" ? (
        <>
          <Field label="Email" name="email" type="email" autoComplete="username" />
          <Field label="Password" name="password" type="password" autoComplete="current-password" />
        </>
      ) : (
        <CodeField label="Authentication code" />
      )}
      <FormError message={error} />
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {step === "password" ? "Sign in" : "Verify"}
      </button>
    </form>
  )
}
