import { addMonths } from "./add-months"

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
