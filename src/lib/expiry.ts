// Whether a certificate, accreditation, insurance policy or registration may be offered as current on a day
// (YYYY-MM-DD, Cairo's calendar): valid through its expiry date, highlighted in its last 60 days, and
// "renewal in progress" — never valid — once the date has passed. The page, its script and the PDFs ask here.
export type ExpiryStatus = "valid" | "expiring" | "renewal"
export const EXPIRING_DAYS = 60

const DAY_MS = 86_400_000
const dayNumber = (isoDate: string) => {
  const [year, month, day] = isoDate.split("-").map(Number)
  return Date.UTC(year, month - 1, day) / DAY_MS
}

export function expiryStatus(expires: string, today: string): ExpiryStatus {
  const left = dayNumber(expires) - dayNumber(today)
  if (left < 0) return "renewal"
  return left <= EXPIRING_DAYS ? "expiring" : "valid"
}

// The attribute that carries an expiry date in the page, so its script can mark what expired since the build.
export const EXPIRES_ATTRIBUTE = "data-expires"
