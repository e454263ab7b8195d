import * as React from "react"
import { CLIENT_COMPANY_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import { companySettingsReply, type CompanySettings as Settings } from "../../lib/company-replies"
import { ApiError } from "../../lib/json-fetch"
import { readReply } from "../../lib/read-reply"
import { FormError } from "../ui/app-controls"
import { BUTTON } from "../ui/app-styles"
import { TwoFactorSetup } from "../ui/two-factor-setup"
import { clientAuthCall } from "./client-auth"
import type { ClientTexts } from "./client-types"
import { ClientSection } from "./client-section"

// An administrator requires two-factor sign-in of everyone, once their own account has it (the server's rule,
// server/client/company-routes.ts); the setup for their own account is here too.
export function CompanyTwoFactor({ texts, company }: { texts: ClientTexts; company: string }) {
  const t = texts.members
  const [settings, setSettings] = React.useState<Settings | null>(null)
  const [required, setRequired] = React.useState(false)
  const [settingUp, setSettingUp] = React.useState(false)
  const [message, setMessage] = React.useState({ error: "", status: "" })

  // `keepChoice`: back from setting up their own two-factor, the administrator's ticked "require" stays ticked for
  // them to save; the reload only learns that their own account now has it.
  const load = React.useCallback(async (keepChoice = false) => {
    const loaded = await readReply(companySettingsReply, CLIENT_COMPANY_PATH)
    setSettings(loaded)
    if (!keepChoice) setRequired(loaded.twoFactorRequired)
  }, [])
  React.useEffect(() => void load().catch(() => setMessage({ error: t.failed, status: "" })), [load, t.failed])

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      const saved = await readReply(companySettingsReply, CLIENT_COMPANY_PATH, {
        method: "POST",
        body: { twoFactorRequired: required },
      })
      setSettings(saved)
      setMessage({ error: "", status: saved.twoFactorRequired ? t.twoFactorOn : t.twoFactorOff })
    } catch (caught) {
      const ownFirst = caught instanceof ApiError && caught.code === "OWN_TWO_FACTOR_FIRST"
      setMessage({ error: ownFirst ? t.twoFactorOwnFirst : t.failed, status: "" })
    }
  }

  if (settingUp)
    return (
      <TwoFactorSetup
        texts={texts.twoFactor}
        call={clientAuthCall}
        onDone={() => {
          setSettingUp(false)
          setMessage({ error: "", status: "" })
          void load(true).catch(() => setMessage({ error: t.failed, status: "" }))
        }}
      />
    )
  return (
    <ClientSection id="two-factor-heading" heading={t.twoFactorHeading}>
      <p className="max-w-3xl text-sm text-slate-700">{fill(t.twoFactorIntro, { company })}</p>
      {settings && (
        <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={required}
              onChange={(event) => setRequired(event.target.checked)}
              className="h-4 w-4"
            />
            {t.twoFactorRequire}
          </label>
          <button type="submit" disabled={required === settings.twoFactorRequired} className={BUTTON}>
            {t.twoFactorSave}
          </button>
          {!settings.ownTwoFactor && (
            <button type="button" onClick={() => setSettingUp(true)} className="text-sm text-blue-800 underline">
              {t.twoFactorSetUpOwn}
            </button>
          )}
        </form>
      )}
      {message.status && (
        <p role="status" className="text-sm text-green-900">
          {message.status}
        </p>
      )}
      <FormError message={message.error} />
    </ClientSection>
  )
}
