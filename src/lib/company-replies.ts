import { z } from "zod"
import { COMPANY_LOG_EVENTS } from "./company-log-events"

// What a client administrator's company pages are answered (server/client/company-routes.ts,
// company-log-routes.ts), for the server, the pages and the tests.
export const companySettingsReply = z.object({
  twoFactorRequired: z.boolean(),
  // Whether the administrator asking has set up two-factor sign-in: the condition for requiring it of everyone.
  ownTwoFactor: z.boolean(),
})

export const companyLogEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorName: z.string(),
  event: z.enum(COMPANY_LOG_EVENTS),
  detail: z.string().nullable(),
})
export const companyLogReply = z.object({
  entries: z.array(companyLogEntry),
  // The id to ask for the next page with (?after=…), or null on the last.
  next: z.number().nullable(),
})

export type CompanySettings = z.infer<typeof companySettingsReply>
export type CompanyLogEntry = z.infer<typeof companyLogEntry>
export type CompanyLogPage = z.infer<typeof companyLogReply>
