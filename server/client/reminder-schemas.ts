import { z } from "zod"
import { LOCALES } from "../../src/lib/locales"
import { REMINDER_DAY_LIMITS, REMINDER_DAYS_MAX } from "../../src/lib/reminders"

// A member's reminders and the company's thresholds (reminder-routes.ts); only administrators change the days.
export const reminderSettings = z.object({
  enabled: z.boolean(),
  days: z.array(z.number()),
  locale: z.enum(LOCALES).nullable(),
})
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
