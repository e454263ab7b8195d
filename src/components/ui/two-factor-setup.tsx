import * as React from "react"
import { QRCodeSVG } from "qrcode.react"
import { CodeField, Field, FormError } from "./app-controls"
import { BUTTON } from "./app-styles"

export type TwoFactorTexts = {
  heading: string
  intro: string
  password: string
  continue: string
  scan: string
  qrTitle: string
  backupCodes: string
  code: string
  turnOn: string
  wrongPassword: string
  wrongCode: string
}

// The workspace's and the client register's: the password again, then a QR code for the authenticator app, the
// backup codes, and a first code to prove the app is set up. `call` posts to the population's own Better Auth.
export function TwoFactorSetup({
  texts,
  call,
  onDone,
}: {
  texts: TwoFactorTexts
  call: <T>(endpoint: string, body: Record<string, unknown>) => Promise<T>
  onDone: () => void
}) {
  const [setup, setSetup] = React.useState<{ totpURI: string; backupCodes: string[] } | null>(null)
  const [error, setError] = React.useState("")

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError("")
    try {
      const password = new FormData(event.currentTarget).get("password")
      setSetup(await call("/two-factor/enable", { password }))
    } catch {
      setError(texts.wrongPassword)
    }
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError("")
    try {
      const code = new FormData(event.currentTarget).get("code")
      await call("/two-factor/verify-totp", { code })
      onDone()
    } catch {
      setError(texts.wrongCode)
    }
  }

  return (
    <section className="mx-auto mt-10 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold text-slate-900">{texts.heading}</h1>
      {!setup ? (
        <form onSubmit={start} className="space-y-4">
          <p className="text-sm text-slate-700">{texts.intro}</p>
          <Field label={texts.password} name="password" type="password" autoComplete="current-password" />
          <button type="submit" className={BUTTON}>
            {texts.continue}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} className="space-y-4">
          <p className="text-sm text-slate-700">{texts.scan}</p>
          <QRCodeSVG value={setup.totpURI} size={192} title={texts.qrTitle} />
          <p dir="ltr" className="break-all font-mono text-xs text-slate-700" data-testid="totp-uri">
            {setup.totpURI}
          </p>
          <p className="text-sm text-slate-700">{texts.backupCodes}</p>
          <ul dir="ltr" className="grid grid-cols-2 gap-1 font-mono text-sm">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <CodeField label={texts.code} />
          <button type="submit" className={BUTTON}>
            {texts.turnOn}
          </button>
        </form>
      )}
      <FormError message={error} />
    </section>
  )
}
