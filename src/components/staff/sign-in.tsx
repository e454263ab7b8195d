import * as React from "react"
import { AUTH, staffFetch, StaffApiError } from "./staff-api"

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
    <form
      onSubmit={submit}
      className="mx-auto mt-16 max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 className="text-xl font-semibold text-slate-900">Staff sign-in</h1>
      {step === "password" ? (
        <>
          <label className="block text-sm font-medium text-slate-800">
            Email
            <input
              name="email"
              type="email"
              autoComplete="username"
              required
              className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
            />
          </label>
          <label className="block text-sm font-medium text-slate-800">
            Password
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
            />
          </label>
        </>
      ) : (
        <label className="block text-sm font-medium text-slate-800">
          Authentication code
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
          />
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
      >
        {step === "password" ? "Sign in" : "Verify"}
      </button>
    </form>
  )
}
