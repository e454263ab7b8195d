import { z } from "zod"

// A client administrator's change of the company's settings (company-routes.ts; the reply's schema is
// src/lib/company-replies.ts).
export const companySettingsBody = z.object({ twoFactorRequired: z.boolean() }).strict()
