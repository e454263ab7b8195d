import { cairoTime, cairoToday, nextDay, previousDay } from "./cairo-time"

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

test("the day after and the day before cross months, years and leap days", () => {
  expect(nextDay("2028-02-28")).toBe("2028-02-29")
  expect(nextDay("2026-12-31")).toBe("2027-01-01")
  expect(previousDay("2028-03-01")).toBe("2028-02-29")
  expect(previousDay("2027-01-01")).toBe("2026-12-31")
})
