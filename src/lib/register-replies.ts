import { z } from "zod"
import { CLIENT_ROLES } from "./client-roles"
import { REGISTER_STATUSES, type RegisterStatus } from "./register-status"

// What the client register's API answers (server/client/register-routes.ts): the server's response schemas, the
// pages' types and the tests' reading of the replies, defined once.

const certificateFields = {
  number: z.string(),
  kind: z.string(),
  item: z.string(),
  serial: z.string().nullable(),
  rating: z.string().nullable(),
  site: z.string(),
  inspectedOn: z.string(),
  // The next due date; null without one, and always for a report or test record, which has no validity.
  validUntil: z.string().nullable(),
  status: z.enum(REGISTER_STATUSES),
  // When staff withdrew or suspended it and why (null otherwise): the company's own members read both.
  statusAt: z.string().nullable(),
  statusReason: z.string().nullable(),
  // Replaced by an amendment (issue 62): its number and the day it was issued. The register and the history say
  // "Superseded by N on <date>", as the public check does.
  amendedBy: z.object({ number: z.string(), on: z.string() }).nullish(),
}
export const registerCertificate = z.object(certificateFields)
export const registerItem = z.object({
  ...certificateFields,
  examinations: z.number(),
  // A dangerous defect an inspector reported on site (issue 61), standing until a later report clears it: when it
  // was found (ISO 8601) and what it is. The item reads "do not use" meanwhile.
  danger: z.object({ since: z.string(), defect: z.string() }).nullable(),
  // Whether staff attached a signed report to this certificate: the card links its PDF directly (issue 64, P9).
  hasReport: z.boolean(),
  // The certificate's verification code, as its label prints it: the card's link to the public check, to send on.
  code: z.string(),
  // The company's re-examination request that still stands for this item, and the Cairo day it was made (P7).
  booked: z.object({ reference: z.string(), on: z.string() }).nullable(),
})
export const registerPageReply = z.object({
  items: z.array(registerItem),
  total: z.number(),
  next: z.string().nullable(),
  sites: z.array(z.string()),
  // The kinds of document the company's items are: the Document filter offers these only (absent, every kind).
  kinds: z.array(z.string()).optional(),
  // How many of the company's items stand in each status, whatever the filter: the register's summary.
  summary: z.object(
    Object.fromEntries(REGISTER_STATUSES.map((status) => [status, z.number()])) as Record<RegisterStatus, z.ZodNumber>,
  ),
})
// Each certificate with its signed report, if staff attached one: its SHA-256, to compare with the file saved.
export const historyCertificate = z.object({
  ...certificateFields,
  report: z.object({ size: z.number(), sha256: z.string() }).nullable(),
  // The number of the item's next certificate, which replaced this one; null for the latest.
  supersededBy: z.string().nullable(),
})
export const historyReply = z.object({ certificates: z.array(historyCertificate) })

export const meReply = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(CLIENT_ROLES),
  company: z.object({ name: z.string(), nameAr: z.string() }),
  // The company requires two-factor sign-in and this account has not set it up (client-guard.ts).
  twoFactorMissing: z.boolean(),
})

export type RegisterCertificate = z.infer<typeof registerCertificate>
export type RegisterItem = z.infer<typeof registerItem>
export type RegisterPage = z.infer<typeof registerPageReply>
export type HistoryCertificate = z.infer<typeof historyCertificate>
export type ClientMe = z.infer<typeof meReply>
