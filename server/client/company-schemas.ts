import { z } from "zod"

// A client administrator's settings of the company (company-routes.ts).
export const companySettingsReply = z.object({
  twoFactorRequired: z.boolean(),
  // Whether the administrator asking has set up two-factor sign-in: the condition for requiring it of everyone.
  ownTwoFactor: z.boolean(),
})
export const companySettingsBody = z.object({ twoFactorRequired: z.boolean() }).strict()
