import { z } from "zod"
import { calendarDay as DAY } from "../../src/lib/day-schema"
import { BOOKING_MAX_ITEMS, BOOKING_WINDOW_DAYS } from "../../src/lib/reexamination"
import { NUMBER_PATTERN } from "../certificates/record-schema"

// The items chosen one by one, or everything due within the window at one site; the company is the session's.
export const bookingBody = z
  .object({
    numbers: z.array(z.string().regex(NUMBER_PATTERN)).min(1).max(BOOKING_MAX_ITEMS).optional(),
    site: z.string().trim().min(1).max(100).optional(),
    withinDays: z.literal(BOOKING_WINDOW_DAYS).optional(),
    neededBy: DAY.optional(),
    note: z.string().trim().max(2000).optional(),
    locale: z.enum(["en", "ar"]).default("en"),
  })
  .strict()
  .refine((body) => Boolean(body.numbers) !== Boolean(body.site && body.withinDays), {
    message: "name the items (numbers) or a site and withinDays, not both",
  })
