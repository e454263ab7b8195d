import * as React from "react"
import { QRCodeSVG } from "qrcode.react"
import { AUTH, staffFetch } from "./staff-api"
import { CodeField, Field, FormError } from "../ui/app-controls"
import { BUTTON } from "../ui/app-styles"

// Required for administrators: the password again, then a QR code for the authenticator app, the backup codes,
// and a first code to prove the app is set up.
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = React.useState<{ totpURI: string; backupCodes: string[] } | null>(null)
  const [error, setError] = React.useState("")

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError("")
    try {
      const password = new FormData(event.currentTarget).get("password")
      setSetup(await staffFetch(`${AUTH}/two-factor/enable`, { method: "POST", body: { password } }))
    } catch {
      setError("The password is not right.")
    }
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError("")
    try {
      const code = new FormData(event.currentTarget).get("code")
      await staffFetch(`${AUTH}/two-factor/verify-totp`, { method: "POST", body: { code } })
      onDone()
    } catch {
      setError("That code is not valid. Try the current one.")
    }
  }

  return (
    <section className="mx-auto mt-10 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold text-slate-900">Set up two-factor sign-in</h1>
      {!setup ? (
        <form onSubmit={start} className="space-y-4">
          <p className="text-sm text-slate-700">
            Your account needs a code from an authenticator app at every sign-in.
          </p>
          <Field label="Password" name="password" type="password" autoComplete="current-password" />
          <button type="submit" className={BUTTON}>
            Continue
          </button>
        </form>
      ) : (
        <form onSubmit={verify} className="space-y-4">
          <p className="text-sm text-slate-700">Scan this code with your authenticator app.</p>
          <QRCodeSVG value={setup.totpURI} size={192} title="Authenticator setup code" />
          <p className="break-all font-mono text-xs text-slate-700" data-testid="totp-uri">
            {setup.totpURI}
          </p>
          <p className="text-sm text-slate-700">Backup codes (each works once; keep them safe):</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <CodeField label="Code from the app" />
          <button type="submit" className={BUTTON}>
            Turn on
          </button>
        </form>
      )}
      <FormError message={error} />
    </section>
  )
}
