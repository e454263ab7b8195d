import { cairoInstant, dueTime, promiseStart, workingMs } from "./due-time"

// Holidays of the table (a Tuesday, and a Thursday before a Friday/Saturday weekend's Saturday).
const holidays = new Set(["2026-10-06", "2026-07-23"])

// Each case: when the request arrives and when it is due, both in Cairo wall time with the offset then in force
// (+02:00 in winter, +03:00 in Egypt's summer time).
const CASES: [string, string, string][] = [
  ["an ordinary Sunday morning", "2026-11-29T10:00+02:00", "2026-11-30T10:00+02:00"],
  ["Friday 17:00: Saturday does not count", "2026-11-27T17:00+02:00", "2026-11-29T17:00+02:00"],
  ["Friday just before midnight", "2026-11-27T23:30+02:00", "2026-11-29T23:30+02:00"],
  ["Saturday noon: counts from Sunday 08:00", "2026-11-28T12:00+02:00", "2026-11-30T08:00+02:00"],
  ["the eve of a holiday (Monday before a Tuesday holiday)", "2026-10-05T15:00+03:00", "2026-10-07T15:00+03:00"],
  ["on a holiday: from 08:00 of the next working day", "2026-10-06T09:30+03:00", "2026-10-08T08:00+03:00"],
  ["the eve of a Thursday holiday: Thursday and Saturday skipped", "2026-07-22T15:00+03:00", "2026-07-24T15:00+03:00"],
  [
    "summer time begins (Friday starts at 01:00): 24 real hours, 13:00 by the clock",
    "2026-04-23T12:00+02:00",
    "2026-04-24T13:00+03:00",
  ],
  ["summer time ends (Thursday has 25 hours): 11:00 by the clock", "2026-10-29T12:00+03:00", "2026-10-30T11:00+02:00"],
]

describe("dueTime", () => {
  test.each(CASES)("%s", (_, arrival, due) => {
    expect(dueTime(new Date(arrival), holidays).toISOString()).toBe(new Date(due).toISOString())
  })

  test("from the promise's start to the due time is always 24 working hours", () => {
    for (const [, arrival, due] of CASES) {
      // Counted from where the promise starts (08:00 of the next working day for an arrival on a day off).
      const counted = workingMs(promiseStart(new Date(arrival), holidays), new Date(due), holidays)
      expect(counted).toBe(24 * 60 * 60_000)
    }
  })
})

describe("cairoInstant", () => {
  test("a midnight skipped by the clock change starts the day at 01:00 summer time", () => {
    expect(cairoInstant("2026-04-24").toISOString()).toBe("2026-04-23T22:00:00.000Z")
  })
  test("08:00 on a winter day", () => {
    expect(cairoInstant("2026-12-01", 8).toISOString()).toBe("2026-12-01T06:00:00.000Z")
  })
})
