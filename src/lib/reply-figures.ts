// The 24-hour promise per month of arrival (Cairo months): what staff and management read on /staff/figures/.
export type MonthFigures = {
  month: string
  received: number
  answeredInTime: number
  // answeredInTime / the decided requests (received less pending), 0..1; null for a month without a decided one.
  inTimeShare: number | null
  // Working hours from the promise's start to the first reply, of the answered requests; null without any.
  medianHours: number | null
  p90Hours: number | null
  // Unanswered and past the due time at `now`.
  overdueNow: number
  // Unanswered and still within the 24 hours at `now`: not yet kept or missed, so left out of inTimeShare.
  pending: number
}
