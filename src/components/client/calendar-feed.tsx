import * as React from "react"
import { CLIENT_CALENDAR_PATH } from "../../lib/client-paths"
import { jsonFetch } from "../../lib/json-fetch"
import { FormError } from "../ui/app-controls"
import { BUTTON, INPUT, LABEL, QUIET_BUTTON } from "../ui/app-styles"
import type { ClientTexts } from "./client-types"
import { ClientSection } from "./client-section"

type Feed = { url: string | null }

// The same address for a calendar app to subscribe to: webcal: opens Outlook, Apple Calendar or the phone's own.
const webcal = (url: string) => url.replace(/^https?:/, "webcal:")

// The member's calendar feed address: made, copied or subscribed to, renewed once confirmed (the old one stops at
// once, so every calendar subscribed to it goes quiet) or turned off.
export function CalendarFeed({ texts }: { texts: ClientTexts["calendar"] }) {
  const [feed, setFeed] = React.useState<Feed | null>(null)
  const [failed, setFailed] = React.useState(false)
  const [confirming, setConfirming] = React.useState(false)
  const [copied, setCopied] = React.useState("")
  React.useEffect(() => void jsonFetch<Feed>(CLIENT_CALENDAR_PATH).then(setFeed, () => setFeed(null)), [])
  if (!feed) return null

  const change = (action: "renew" | "revoke") =>
    jsonFetch<Feed>(CLIENT_CALENDAR_PATH, { method: "POST", body: { action } }).then(
      (next) => {
        setFailed(false)
        setConfirming(false)
        setCopied("")
        setFeed(next)
      },
      () => setFailed(true),
    )
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(texts.copied)
    } catch {
      setCopied(texts.copyFailed)
    }
  }
  return (
    <ClientSection id="calendar-heading" heading={texts.heading} card>
      <p className="max-w-3xl text-sm text-slate-700">{texts.intro}</p>
      {feed.url ? (
        <>
          <label className={LABEL}>
            {texts.address}
            <input readOnly dir="ltr" value={feed.url} onFocus={(event) => event.target.select()} className={INPUT} />
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={() => void copy(feed.url!)} className={BUTTON}>
              {texts.copy}
            </button>
            <a href={webcal(feed.url)} className="text-sm font-medium text-blue-800 underline">
              {texts.subscribe}
            </a>
          </div>
          <p role="status" className="text-sm text-slate-700">
            {copied}
          </p>
        </>
      ) : (
        <p className="text-sm">{texts.none}</p>
      )}
      <FormError message={failed ? texts.failed : ""} />
      {confirming ? (
        <div className="space-y-2 rounded-md border border-amber-700/40 bg-amber-50 p-3">
          <p className="text-sm text-slate-900">{texts.renewConfirm}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => void change("renew")} className={BUTTON}>
              {texts.renewYes}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={QUIET_BUTTON}>
              {texts.keep}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {feed.url ? (
            <button type="button" onClick={() => setConfirming(true)} className={QUIET_BUTTON}>
              {texts.renew}
            </button>
          ) : (
            <button type="button" onClick={() => void change("renew")} className={BUTTON}>
              {texts.create}
            </button>
          )}
          {feed.url && (
            <button type="button" onClick={() => void change("revoke")} className={QUIET_BUTTON}>
              {texts.revoke}
            </button>
          )}
        </div>
      )}
    </ClientSection>
  )
}
