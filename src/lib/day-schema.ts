import { z } from "zod"
import { DAY_SHAPE } from "./cairo-time"

// A day written YYYY-MM-DD that the calendar has, by zod's own date check (2026-02-30 and 2026-13-01 fail). The
// arithmetic on days is in cairo-time.ts, which stays free of zod for the pages that load it without a form.

// A day in data/, named by one message whatever is wrong with it.
export const contentDay = (message: string) => z.string().date(message)

// Whether a text is such a day.
const anyDay = z.string().date()
export const isCalendarDay = (value: string): boolean => anyDay.safeParse(value).success

// A day someone typed (a filter, a form, an imported file), trimmed: a wrong shape and a day the calendar lacks
// are told apart. Zod runs the refinement after a failed pattern too: only a well-shaped day is checked again.
export const calendarDay = z
  .string()
  .trim()
  .regex(DAY_SHAPE, "must be a date written YYYY-MM-DD")
  .refine((value) => !DAY_SHAPE.test(value) || isCalendarDay(value), "is not a real date")
