import { z } from "zod"
import { LOCALES } from "../../src/lib/locales"
import { REMINDER_DAY_LIMITS, REMINDER_DAYS_MAX } from "../../src/lib/reminders"

// A change of a member's reminders or the company's thresholds (reminder-routes.ts; the reply's schema is
// src/lib/reminder-replies.ts); only administrators change the days.
export const reminderChange = z
  .object({
    enabled: z.boolean().optional(),
    locale: z.enum(LOCALES).optional(),
    days: z
      .array(z.number().int().min(REMINDER_DAY_LIMITS.min).max(REMINDER_DAY_LIMITS.max))
      .min(1)
      .max(REMINDER_DAYS_MAX)
      .optional(),
  })
  .strict()

export const unsubscribeQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }).strict()
