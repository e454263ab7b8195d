import * as React from "react"
import { CLIENT_REMINDERS_PATH } from "../../lib/client-paths"
import type { Locale } from "../../lib/locales"
import { readReply } from "../../lib/read-reply"
import { reminderSettings } from "../../lib/reminder-replies"

// The language a member last used the pages in, which their reminder digests and calendar feed are written in:
// recorded from whichever page they open (sent only when it changed), not from the settings page alone.
export function PageLanguage({ locale }: { locale: Locale }) {
  React.useEffect(() => {
    void (async () => {
      const recorded = await readReply(reminderSettings, CLIENT_REMINDERS_PATH)
      if (recorded.locale !== locale)
        await readReply(reminderSettings, CLIENT_REMINDERS_PATH, { method: "POST", body: { locale } })
    })().catch(() => undefined)
  }, [locale])
  return null
}
