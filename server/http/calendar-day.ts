import { z } from "zod"

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

// A real calendar day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are refused).
export const calendarDay = z
  .string()
  .trim()
  .regex(DAY_PATTERN, "must be a date written YYYY-MM-DD")
  // Zod runs this after a failed pattern too: only a well-formed day is checked against the calendar.
  .refine(
    (value) => !DAY_PATTERN.test(value) || new Date(`${value}T00:00:00Z`).toJSON()?.startsWith(value) === true,
    "is not a real date",
  )
