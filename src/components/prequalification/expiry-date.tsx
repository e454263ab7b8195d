import * as React from "react"
import { cairoToday } from "../../lib/cairo-time"
import { EXPIRES_ATTRIBUTE, expiryStatus, type ExpiryStatus } from "../../lib/expiry"
import { formatDate } from "../../lib/format"

export type ExpiryLabels = { valid: string; expiring: string; renewal: string }

const TONES: Record<ExpiryStatus, string> = {
  valid: "text-green-800",
  expiring: "rounded bg-amber-100 px-1.5 font-semibold text-amber-900",
  renewal: "rounded bg-red-50 px-1.5 font-semibold text-red-800",
}

// An expiry date with what it means on the build's day; once the page runs, on the reader's day in Cairo, so a
// document that expired since the build is never offered as current. Past its date, the status replaces the date.
export function ExpiryDate({
  expires,
  today,
  locale,
  labels,
}: {
  expires: string
  today: string
  locale: string
  labels: ExpiryLabels
}) {
  const [status, setStatus] = React.useState(() => expiryStatus(expires, today))
  React.useEffect(() => setStatus(expiryStatus(expires, cairoToday())), [expires])
  const attributes = { [EXPIRES_ATTRIBUTE]: expires, "data-status": status }
  if (status === "renewal") {
    return (
      <strong {...attributes} className={TONES.renewal}>
        {labels.renewal}
      </strong>
    )
  }
  return (
    <span {...attributes}>
      <span className={`whitespace-nowrap ${status === "expiring" ? TONES.expiring : ""}`}>
        {formatDate(expires, locale)}
      </span>
      <span className={`block text-xs ${status === "expiring" ? "font-semibold text-amber-900" : TONES.valid}`}>
        {labels[status]}
      </span>
    </span>
  )
}
