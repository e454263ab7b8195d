// The calendar day in Alexandria and Cairo ("2026-11-25"), whatever the clock's own time zone: a date the form
// calls "not in the past" is judged by the company's calendar, on the visitor's device and on the server alike.
const CAIRO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" })

export const cairoToday = (now = new Date()): string => CAIRO_DAY.format(now)
