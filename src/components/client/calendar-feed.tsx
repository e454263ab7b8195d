import * as React from "react"
import { CLIENT_CALENDAR_PATH } from "../../lib/client-paths"
import { jsonFetch } from "../../lib/json-fetch"
import { FormError } from "../ui/app-controls"
import { BUTTON, INPUT, LABEL } from "../ui/app-styles"
import type { ClientTexts } from "./client-types"
import { ClientSection } from "./client-section"

type Feed = { url: string | null }

// The member's calendar feed address: made, renewed (the old one stops at once) or turned off.
export function CalendarFeed({ texts }: { texts: ClientTexts["calendar"] }) {
  const [feed, setFeed] = React.useState<Feed | null>(null)
  const [failed, setFailed] = React.useState(false)
  React.useEffect(() => void jsonFetch<Feed>(CLIENT_CALENDAR_PATH).then(setFeed, () => setFeed(null)), [])
  if (!feed) return null

  const change = (action: "renew" | "revoke") =>
    jsonFetch<Feed>(CLIENT_CALENDAR_PATH, { method: "POST", body: { action } }).then(
      (next) => {
        setFailed(false)
        setFeed(next)
      },
      () => setFailed(true),
    )
  return (
    <ClientSection id="calendar-heading" heading={texts.heading} card>
      <p className="max-w-3xl text-sm text-slate-700">{texts.intro}</p>
      {feed.url ? (
        <label className={LABEL}>
          {texts.address}
          <input readOnly dir="ltr" value={feed.url} onFocus={(event) => event.target.select()} className={INPUT} />
        </label>
      ) : (
        <p className="text-sm">{texts.none}</p>
      )}
      <FormError message={failed ? texts.failed : ""} />
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void change("renew")} className={BUTTON}>
          {feed.url ? texts.renew : texts.create}
        </button>
        {feed.url && (
          <button type="button" onClick={() => void change("revoke")} className={BUTTON}>
            {texts.revoke}
          </button>
        )}
      </div>
    </ClientSection>
  )
}
