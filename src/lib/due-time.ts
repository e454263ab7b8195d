import { addDays, CAIRO_TIME_ZONE } from "./cairo-time"

// The 24-hour reply promise (data/site.json states it; docs/requests.md explains it): a request is due 24 hours
// after it arrives, where Saturdays and the public holidays of data/holidays.json do not count. A request that
// arrives on such a day counts from 08:00 Cairo time of the next working day. Days are Cairo days, read through
// Intl with the Africa/Cairo zone, so a clock change (Egypt's summer time) is whatever the zone database says.

export const PROMISE_HOURS = 24
// Where the count starts when a request arrives on a day that does not count.
export const WORKDAY_OPENS_HOUR = 8
const HOUR_MS = 60 * 60_000
// "Due soon" (the inbox's colour, the reminder to the assignee): a quarter of the promise's working time left.
export const DUE_SOON_MS = (PROMISE_HOURS / 4) * HOUR_MS
const SATURDAY = 6

// A day of the calendar in Cairo, "2026-11-27".
export type CairoDate = string

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: CAIRO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
})

function cairoParts(instant: Date) {
  const parts = Object.fromEntries(dateFormat.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    // The wall clock as if it were UTC: its difference to the instant is the zone's offset then.
    wall: Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second),
  }
}

export const cairoDate = (instant: Date): CairoDate => cairoParts(instant).date

const offsetAt = (ms: number) => cairoParts(new Date(ms)).wall - Math.floor(ms / 1000) * 1000

// The day after, as a calendar date (no time zone involved).
const nextDate = (date: CairoDate): CairoDate => addDays(date, 1)!

// The first instant of `date` at or after `hour` o'clock Cairo time. Tries the offsets in force around it and
// keeps the earliest that lands on the day: a midnight skipped by a clock change starts the day at 01:00.
export function cairoInstant(date: CairoDate, hour = 0): Date {
  const [y, m, d] = date.split("-").map(Number)
  const wall = Date.UTC(y, m - 1, d, hour)
  const offsets = new Set([offsetAt(wall - 24 * HOUR_MS), offsetAt(wall), offsetAt(wall + 24 * HOUR_MS)])
  const fits = [...offsets]
    .map((offset) => wall - offset)
    .filter((ms) => cairoParts(new Date(ms)).date === date && cairoParts(new Date(ms)).wall >= wall)
  return new Date(Math.min(...fits))
}

// What the count needs of each Cairo day, kept once asked for: the zone database fixes it, and a request left
// unanswered for months counts every day since, on each inbox page, for each such row (through Intl and date
// parsing each time, a page of them took seconds; issue 50). One entry a calendar day.
type Day = { weekday: number; next: CairoDate; end: number }
const days = new Map<CairoDate, Day>()
function day(date: CairoDate): Day {
  let known = days.get(date)
  if (!known) {
    const next = nextDate(date)
    known = { weekday: new Date(`${date}T00:00:00Z`).getUTCDay(), next, end: cairoInstant(next).getTime() }
    days.set(date, known)
  }
  return known
}

// Whether a Cairo day counts towards the promise.
export const isWorkingDay = (date: CairoDate, holidays: ReadonlySet<CairoDate>) =>
  day(date).weekday !== SATURDAY && !holidays.has(date)

// The working time (ms) between two instants: the part of [from, to) on days that count. After the first day
// each step starts the next date, so it is not read back from the instant.
export function workingMs(from: Date, to: Date, holidays: ReadonlySet<CairoDate>): number {
  let total = 0
  let start = from.getTime()
  let date = cairoDate(from)
  while (start < to.getTime()) {
    const end = Math.min(day(date).end, to.getTime())
    if (isWorkingDay(date, holidays)) total += end - start
    start = end
    date = day(date).next
  }
  return total
}

// When the count starts: the arrival itself on a working day, else 08:00 of the next working day.
export function promiseStart(arrival: Date, holidays: ReadonlySet<CairoDate>): Date {
  let date = cairoDate(arrival)
  if (isWorkingDay(date, holidays)) return arrival
  do date = nextDate(date)
  while (!isWorkingDay(date, holidays))
  return cairoInstant(date, WORKDAY_OPENS_HOUR)
}

// The instant by which a request that arrived at `arrival` is to be answered.
export function dueTime(arrival: Date, holidays: ReadonlySet<CairoDate>, hours = PROMISE_HOURS): Date {
  let left = hours * HOUR_MS
  let at = promiseStart(arrival, holidays).getTime()
  for (;;) {
    const date = cairoDate(new Date(at))
    const dayEnd = cairoInstant(nextDate(date)).getTime()
    if (isWorkingDay(date, holidays)) {
      if (left <= dayEnd - at) return new Date(at + left)
      left -= dayEnd - at
    }
    at = dayEnd
  }
}

// Working time left until the due time at `now`; negative: working time overdue by.
export function workingMsLeft(due: Date, now: Date, holidays: ReadonlySet<CairoDate>): number {
  return due > now ? workingMs(now, due, holidays) : -workingMs(due, now, holidays) || 0
}
