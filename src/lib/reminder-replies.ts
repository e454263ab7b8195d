import { z } from "zod"
import { LOCALES } from "./locales"

// A member's reminders and the company's thresholds as GET and POST /api/client/reminders answer them
// (server/client/reminder-routes.ts), for the server, the page and the tests.
export const reminderSettings = z.object({
  enabled: z.boolean(),
  days: z.array(z.number()),
  locale: z.enum(LOCALES).nullable(),
})
export type ReminderSettings = z.infer<typeof reminderSettings>
