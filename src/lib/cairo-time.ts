// The company works in Alexandria: certificates are valid through a day in Cairo, staff read times in Cairo
// (UTC+2, +3 in summer time), and the database keeps UTC.
export const CAIRO_TIME_ZONE = "Africa/Cairo"

// One formatter each, made on first use: making one costs more than the rest of a certificate check, and
// making it when the module loads put about 25 ms (100 ms on a phone's slower processor) into the home page's
// script, whose quote form only needs the day once it is touched.
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
const cairoDayFormat = onFirstUse(() => new Intl.DateTimeFormat("en-CA", { timeZone: CAIRO_TIME_ZONE }))
const cairoTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { timeZone: CAIRO_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
)

// The calendar day in Cairo, where the company signs its documents. The default, the system clock, is the
// browser's and the build's; the server passes its clock's reading.
export const cairoToday = (now = new Date()): string => cairoDayFormat().format(now)

// Times as staff in Alexandria read them.
export const cairoTime = (iso: string): string => cairoTimeFormat().format(new Date(iso))

function cairoOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: CAIRO_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

// "2026-03-01" → the UTC instant at which that day starts in Cairo.
export function cairoDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  return new Date(utcMidnight.getTime() - cairoOffsetMinutes(utcMidnight) * 60_000)
}

// Calendar arithmetic on "YYYY-MM-DD" days: whole days, whatever the clocks did in between.
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
export const nextDay = (day: string) => shiftDay(day, 1)
export const previousDay = (day: string) => shiftDay(day, -1)
