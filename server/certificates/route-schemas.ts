import { z } from "zod"
import { CERTIFICATE_STATUSES } from "../../src/lib/certificate-kinds"

// The certificate routes' schemas (zod, as every route's: server/http/zod-routes.ts).

const NUMBER = z.string().regex(/^[A-Z0-9][A-Z0-9/-]{2,39}$/)
export const numberParams = z.object({ number: NUMBER })
// A record's status changed by staff, with the reason the register keeps.
export const certificateChange = z.object({ status: z.enum(CERTIFICATE_STATUSES), reason: z.string().min(3).max(500) })
// The list's search and page: ?q=text&after=<the previous page's next>.
export const certificatesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  after: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number)
    .optional(),
})
// ?n=LE-2026-00421&n=…: one number or several.
export const labelsQuery = z.object({
  n: z.preprocess((value) => (value === undefined ? value : [value].flat()), z.array(NUMBER).min(1).max(200)),
})

const text = z.string()
// A form's refusals, field by field.
export const fieldErrors = z.object({ errors: z.record(z.string()) })
// A field's name as a form calls it: `sites` for any of the sites, `administrator.email` for a nested one.
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(
    error.issues.map((issue) => [issue.path.filter((part) => typeof part === "string").join("."), issue.message]),
  )
// An import's refusals, row by row.
export const rowErrors = z.object({
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), message: text })),
})
