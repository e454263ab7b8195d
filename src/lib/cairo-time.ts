// The company works in Alexandria: certificates are valid through a day in Cairo, staff read times in Cairo
// (UTC+2, +3 in summer time), and the database keeps UTC.
import { CAIRO_TIME_ZONE, cairoToday, onFirstUse } from "./cairo-today"

export { CAIRO_TIME_ZONE, cairoToday }

const cairoTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { timeZone: CAIRO_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
)

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

// Calendar arithmetic on "YYYY-MM-DD" days: whole days, whatever the clocks did in between. Schemas check a day
// with zod's date (src/lib/day-schema.ts); this is the arithmetic the browser, the build and the server share.
export const DAY_MS = 86_400_000
export const DAY_SHAPE = /^\d{4}-\d\d-\d\d$/

// The day's number since 1 January 1970, or null for text that is not a day the calendar has (2026-02-30).
function dayNumber(day: string): number | null {
  if (!DAY_SHAPE.test(day)) return null
  const at = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? null : at / DAY_MS
}

// The day so many days on (back, when negative); null for a day that does not exist.
export function addDays(day: string, days: number): string | null {
  const number = dayNumber(day)
  return number === null ? null : new Date((number + days) * DAY_MS).toISOString().slice(0, 10)
}

// Whole days from one day to another: negative when `to` is earlier; NaN when either is not a day.
export const daysBetween = (from: string, to: string): number => (dayNumber(to) ?? NaN) - (dayNumber(from) ?? NaN)

// The day so many months on, the day kept where the month has it and the month's last day where it does not:
// 31 August + 6 months is 28 February, or 29 in a leap year, never 2 or 3 March. Null for a day that does not
// exist or a fraction of a month.
export function addMonths(day: string, months: number): string | null {
  if (dayNumber(day) === null || !Number.isInteger(months)) return null
  const [year, month, date] = day.split("-").map(Number)
  const index = year * 12 + (month - 1) + months
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1]
  const toDate = Math.min(date, daysIn(toYear, toMonth))
  return `${String(toYear).padStart(4, "0")}-${pad(toMonth)}-${pad(toDate)}`
}

// Day 0 of the next month is this month's last day.
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (value: number) => String(value).padStart(2, "0")
