import { addDays, addMonths, cairoTime, cairoToday, daysBetween } from "./cairo-time"

// The home page's quote form loads this module with the page's script: a formatter made at load would cost a
// phone's main thread about 100 ms before the visitor has touched anything (bench:main-thread).
test("loading the module makes no date formatter; the first use makes one, and later uses reuse it", () => {
  const made = jest.spyOn(Intl, "DateTimeFormat")
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require("./cairo-time") as typeof import("./cairo-time")
    expect(made).not.toHaveBeenCalled()
    expect(fresh.cairoToday(new Date("2026-07-31T21:30:00Z"))).toBe("2026-08-01")
    expect(fresh.cairoToday(new Date("2026-01-31T21:30:00Z"))).toBe("2026-01-31")
    expect(made).toHaveBeenCalledTimes(1)
  })
  made.mockRestore()
})

test("days and times are Cairo's, summer time included", () => {
  // 21:30 UTC is 00:30 the next day in Cairo's summer (UTC+3) and 23:30 the same day in winter (UTC+2).
  expect(cairoToday(new Date("2026-07-31T21:30:00Z"))).toBe("2026-08-01")
  expect(cairoToday(new Date("2026-01-31T21:30:00Z"))).toBe("2026-01-31")
  expect(cairoTime("2026-01-31T21:30:00Z")).toBe("31 Jan 2026, 23:30")
})

test.each([
  ["2028-02-28", 1, "2028-02-29"],
  ["2026-12-31", 1, "2027-01-01"],
  ["2028-03-01", -1, "2028-02-29"],
  ["2027-01-01", -1, "2026-12-31"],
  ["2026-12-02", 30, "2027-01-01"],
  ["2027-02-28", 1, "2027-03-01"],
  ["2026-12-31", 0, "2026-12-31"],
  // Cairo's summer time starts on the last Friday of April: still whole days.
  ["2026-04-23", 7, "2026-04-30"],
  ["2026-02-30", 1, null],
  ["2026-1-01", 1, null],
])("%s + %i days is %s: across months, years and leap days", (day, days, expected) => {
  expect(addDays(day, days)).toBe(expected)
})

test("the days from one day to another, across a leap day and backwards; not a day is NaN", () => {
  expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2)
  expect(daysBetween("2027-01-01", "2026-12-02")).toBe(-30)
  expect(daysBetween("2026-12-02", "2026-12-02")).toBe(0)
  expect(daysBetween("2026-02-30", "2026-03-01")).toBeNaN()
})

test.each([
  // The day of the month is kept where the later month has it.
  ["2026-03-15", 6, "2026-09-15"],
  ["2026-12-02", 12, "2027-12-02"],
  ["2026-11-30", 3, "2027-02-28"],
  // A day the later month lacks becomes its last day: 31 August + 6 months is 28 or 29 February.
  ["2026-08-31", 6, "2027-02-28"],
  ["2027-08-31", 6, "2028-02-29"],
  ["2026-03-31", 6, "2026-09-30"],
  // 29 February + 12 months is 28 February; a century not divisible by 400 has no 29th.
  ["2028-02-29", 12, "2029-02-28"],
  ["2099-08-31", 6, "2100-02-28"],
  // Months carry into the next years.
  ["2026-07-10", 6, "2027-01-10"],
  ["2026-01-31", 60, "2031-01-31"],
  ["2026-05-20", 0, "2026-05-20"],
])("%s + %i months is %s", (day, months, expected) => {
  expect(addMonths(day, months)).toBe(expected)
})

test("a day that does not exist, or a fraction of a month, gives no date", () => {
  for (const day of ["", "2026-02-30", "2026-13-01", "2026-00-10", "31/08/2026", "2026-8-31"])
    expect(addMonths(day, 6)).toBeNull()
  expect(addMonths("2026-08-31", 1.5)).toBeNull()
})
