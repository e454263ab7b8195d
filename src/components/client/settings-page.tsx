import * as React from "react"
import type { Locale } from "../../lib/locales"
import { CalendarFeed } from "./calendar-feed"
import type { ClientMe, ClientTexts } from "./client-types"
import { ReminderSettings } from "./reminder-settings"

// Every member's reminder mails and calendar feed, on a page of their own beside People (issue 64, P11): at the
// end of the register they came after every item, 5,000 px down on a phone with 15 items.
export function SettingsPage({ texts, me, locale }: { texts: ClientTexts; me: ClientMe; locale: Locale }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{texts.app.settingsHeading}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{texts.app.settingsIntro}</p>
      </div>
      <ReminderSettings texts={texts.reminders} me={me} locale={locale} />
      <CalendarFeed texts={texts.calendar} />
    </div>
  )
}
