// Whether a certificate, accreditation, insurance policy or registration may be offered as current on a day
// (YYYY-MM-DD, Cairo's calendar): valid through its expiry date, highlighted in its last 60 days, and
// "renewal in progress" — never valid — once the date has passed. The page, its script and the PDFs ask here.
import { daysBetween } from "./cairo-time"

export type ExpiryStatus = "valid" | "expiring" | "renewal"
export const EXPIRING_DAYS = 60

export function expiryStatus(expires: string, today: string): ExpiryStatus {
  const left = daysBetween(today, expires)
  if (left < 0) return "renewal"
  return left <= EXPIRING_DAYS ? "expiring" : "valid"
}

// The attribute that carries an expiry date in the page, so its script can mark what expired since the build.
export const EXPIRES_ATTRIBUTE = "data-expires"
