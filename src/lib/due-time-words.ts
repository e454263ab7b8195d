import { CAIRO_TIME_ZONE } from "./cairo-time"

// A due time as the requester and staff read it: weekday, date and time in Cairo, with Western digits in Arabic
// too (as the site writes numbers). "Monday, 30 November 2026 at 10:00".
const formats = new Map<string, Intl.DateTimeFormat>()

export function formatDueTime(due: Date, locale: string): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      timeZone: CAIRO_TIME_ZONE,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    formats.set(locale, format)
  }
  return format.format(due)
}
