// A calendar day (YYYY-MM-DD) so many months on, the day kept where the month has it and the month's last day
// where it does not: 31 August + 6 months is 28 February, or 29 in a leap year, never 2 or 3 March. The day is a
// parameter, not the clock, so the answer depends on nothing but its arguments. Null for a day that does not exist.
export function addMonths(day: string, months: number): string | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day)
  if (!match || !Number.isInteger(months)) return null
  const [year, month, date] = match.slice(1).map(Number)
  if (month < 1 || month > 12 || date < 1 || date > daysIn(year, month)) return null
  const index = year * 12 + (month - 1) + months
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1]
  const toDate = Math.min(date, daysIn(toYear, toMonth))
  return `${String(toYear).padStart(4, "0")}-${pad(toMonth)}-${pad(toDate)}`
}

// Day 0 of the next month is this month's last day.
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (value: number) => String(value).padStart(2, "0")
