import * as React from "react"
import { CLIENT_REMINDERS_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import { latinDigits, listSeparator } from "../../lib/latin-digits"
import { readReply } from "../../lib/read-reply"
import { reminderSettings, type ReminderSettings as Settings } from "../../lib/reminder-replies"
import type { Locale } from "../../lib/locales"
import { REMINDER_DAY_LIMITS, REMINDER_DAYS_MAX } from "../../lib/reminders"
import { FormError, HintedField } from "../ui/app-controls"
import { BUTTON, LABEL } from "../ui/app-styles"
import type { ClientMe, ClientTexts } from "./client-types"
import { ClientSection } from "./client-section"

// "60, 30, 7" as typed, in Latin or Arabic-Indic digits: the numbers, or null when one is not a whole number of
// days in range.
function daysOf(typed: string): number[] | null {
  const days = latinDigits(typed)
    .split(/[,،\s]+/)
    .filter(Boolean)
    .map(Number)
  const valid = (day: number) =>
    Number.isInteger(day) && day >= REMINDER_DAY_LIMITS.min && day <= REMINDER_DAY_LIMITS.max
  return days.length && days.length <= REMINDER_DAYS_MAX && days.every(valid) ? days : null
}

// A member's reminder mails, on or off; the company's days for its administrators. The page's language is the
// one the digests are written in (sent once when it changes).
export function ReminderSettings({
  texts,
  me,
  locale,
}: {
  texts: ClientTexts["reminders"]
  me: ClientMe
  locale: Locale
}) {
  const [settings, setSettings] = React.useState<Settings | null>(null)
  const [typed, setTyped] = React.useState("")
  const [message, setMessage] = React.useState({ error: "", days: "", saved: "" })

  React.useEffect(() => {
    void (async () => {
      try {
        // The page's language is recorded by PageLanguage, on every page.
        const loaded = await readReply(reminderSettings, CLIENT_REMINDERS_PATH)
        setSettings(loaded)
        setTyped(loaded.days.join(listSeparator(locale)))
      } catch {
        setSettings(null)
      }
    })()
  }, [locale])
  if (!settings) return null

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const enabled = new FormData(event.currentTarget).get("enabled") === "on"
    const days = me.role === "owner" ? daysOf(typed) : undefined
    if (days === null) return setMessage({ error: "", days: texts.daysInvalid, saved: "" })
    try {
      const saved = await readReply(reminderSettings, CLIENT_REMINDERS_PATH, {
        method: "POST",
        body: { enabled, ...(days ? { days } : {}) },
      })
      setSettings(saved)
      setTyped(saved.days.join(listSeparator(locale)))
      setMessage({ error: "", days: "", saved: texts.saved })
    } catch {
      setMessage({ error: texts.failed, days: "", saved: "" })
    }
  }

  return (
    <ClientSection id="reminders-heading" heading={texts.heading} card>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-3">
        <label className="flex items-start gap-3 text-sm text-slate-900">
          <input type="checkbox" name="enabled" defaultChecked={settings.enabled} className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {texts.toggle}
            <span className="block text-xs text-slate-600">
              {fill(texts.toggleHint, { days: settings.days.join(listSeparator(locale)) })}
            </span>
          </span>
        </label>
        {me.role === "owner" && (
          <HintedField
            label={texts.days}
            labelClassName={`${LABEL} max-w-md`}
            name="days"
            dir="ltr"
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hintId="reminder-days-hint"
            hint={texts.daysHint}
            error={message.days}
          />
        )}
        <FormError message={message.error} />
        {message.saved && (
          <p role="status" className="text-sm text-green-900">
            {message.saved}
          </p>
        )}
        <button type="submit" className={BUTTON}>
          {texts.save}
        </button>
      </form>
    </ClientSection>
  )
}
