import { z } from "zod"
import { CERTIFICATE_KINDS } from "../../src/lib/certificate-kinds"
import { CLIENT_ROLES } from "./settings"
import { DUE_WINDOWS, REGISTER_STATUSES, type DueWindow } from "../../src/lib/register-status"

// The register's filters (register-query.ts). Strict: a parameter the register does not know (a company id, say)
// is refused, not ignored, so nobody believes it chose anything.
const CURSOR = /^(\d{4}-\d\d-\d\d)~(\d{1,15})$/
export const registerQuery = z
  .object({
    site: z.string().trim().min(1).max(200).optional(),
    kind: z.enum(CERTIFICATE_KINDS).optional(),
    status: z.enum(REGISTER_STATUSES).optional(),
    due: z.coerce
      .number()
      .refine((days): days is DueWindow => (DUE_WINDOWS as readonly number[]).includes(days), {
        message: `must be one of ${DUE_WINDOWS.join(", ")}`,
      })
      .optional(),
    q: z.string().trim().max(100).optional(),
    after: z
      .string()
      .regex(CURSOR)
      .transform((text) => {
        const [, due, id] = CURSOR.exec(text)!
        return { due, id: Number(id) }
      })
      .optional(),
  })
  .strict()
export const cursorText = (cursor: { due: string; id: number }) => `${cursor.due}~${cursor.id}`

export const historyQuery = z.object({ number: z.string().trim().min(1).max(100) }).strict()

const certificateFields = {
  number: z.string(),
  kind: z.string(),
  item: z.string(),
  serial: z.string().nullable(),
  rating: z.string().nullable(),
  site: z.string(),
  inspectedOn: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(REGISTER_STATUSES),
}
export const registerItem = z.object({ ...certificateFields, examinations: z.number() })
export const registerPageReply = z.object({
  items: z.array(registerItem),
  total: z.number(),
  next: z.string().nullable(),
  sites: z.array(z.string()),
})
// Each certificate with its signed report, if staff attached one: its SHA-256, to compare with the file saved.
export const historyReply = z.object({
  certificates: z.array(
    z.object({ ...certificateFields, report: z.object({ size: z.number(), sha256: z.string() }).nullable() }),
  ),
})

export const meReply = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(CLIENT_ROLES),
  company: z.object({ name: z.string(), nameAr: z.string() }),
  // The company requires two-factor sign-in and this account has not set it up (client-guard.ts).
  twoFactorMissing: z.boolean(),
})
