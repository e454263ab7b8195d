import * as React from "react"
import { ApiError } from "../../lib/json-fetch"
import { fill } from "../../lib/format"
import { Field, FormError } from "../ui/app-controls"
import { BUTTON, PRIMARY_BUTTON } from "../ui/app-styles"
import { clientAuthCall } from "./client-auth"
import { ClientForm } from "./client-form"
import type { ClientTexts } from "./client-types"

// An authenticator's code is six digits; anything longer is one of the backup codes.
const TOTP = /^\d{6}$/

// Email and password; then, for an account with two-factor sign-in, the code from the authenticator app. Under it,
// the request for a reset link. `notice`: what the page before said (a password just set).
export function ClientSignIn({
  texts,
  brand,
  notice,
  onSignedIn,
}: {
  texts: ClientTexts["signIn"]
  brand: string
  notice?: string
  onSignedIn: () => void
}) {
  const [step, setStep] = React.useState<"password" | "code">("password")
  const [error, setError] = React.useState("")
  const [busy, setBusy] = React.useState(false)

  async function submit(form: FormData) {
    setBusy(true)
    setError("")
    try {
      if (step === "password") {
        const result = await clientAuthCall<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
          email: form.get("email"),
          password: form.get("password"),
        })
        if (result.twoFactorRedirect) setStep("code")
        else onSignedIn()
      } else {
        const code = String(form.get("code")).trim()
        await clientAuthCall(TOTP.test(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", { code })
        onSignedIn()
      }
    } catch (caught) {
      // The lockout's own words (how long to wait) are the server's; a wrong password or code is ours.
      setError(caught instanceof ApiError && caught.status === 429 ? caught.message : texts.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ClientForm heading={texts.heading} intro={fill(texts.intro, { brand })} onSubmit={submit}>
        {notice && (
          <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-900">
            {notice}
          </p>
        )}
        {step === "password" ? (
          <>
            <Field label={texts.email} name="email" type="email" autoComplete="username" dir="ltr" />
            <Field label={texts.password} name="password" type="password" autoComplete="current-password" />
          </>
        ) : (
          <Field
            label={texts.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-describedby="code-hint"
            dir="ltr"
          />
        )}
        {step === "code" && (
          <p id="code-hint" className="text-xs text-slate-600">
            {texts.codeHint}
          </p>
        )}
        <FormError message={error} />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? texts.working : step === "password" ? texts.submit : texts.codeSubmit}
        </button>
      </ClientForm>
      {step === "password" && <ResetRequest texts={texts} />}
    </>
  )
}

// "Forgotten your password?": the same answer whether the address has an account or not (the server's rule).
function ResetRequest({ texts }: { texts: ClientTexts["signIn"] }) {
  const [sent, setSent] = React.useState(false)
  const [error, setError] = React.useState("")
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError("")
    try {
      await clientAuthCall("/request-password-reset", { email: new FormData(event.currentTarget).get("email") })
      setSent(true)
    } catch (caught) {
      setError((caught as Error).message)
    }
  }
  return (
    <details className="mx-auto mt-4 max-w-md rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-blue-800">{texts.forgot}</summary>
      {sent ? (
        <p role="status" className="mt-3 text-sm text-slate-800">
          {texts.resetSent}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">{texts.resetIntro}</p>
          <Field label={texts.resetEmail} name="email" type="email" autoComplete="username" dir="ltr" />
          <FormError message={error} />
          <button type="submit" className={BUTTON}>
            {texts.resetSubmit}
          </button>
        </form>
      )}
    </details>
  )
}
