import { z } from "zod"
import { CERTIFICATE_STATUSES } from "./certificate-kinds"
import { REGISTER_STATUSES } from "./register-status"

// What the workspace's certificate routes answer (server/certificates/staff-routes.ts): the server's response
// schemas, the certificates page's types and the tests' reading of the replies, defined once.
const text = z.string()
const maybe = z.string().nullable()
// A record as staff see it in the register (its code included, to print its label).
export const staffCertificate = z.object({
  id: z.number(),
  number: text,
  kind: text,
  item: text,
  serial: maybe,
  rating: maybe,
  client: text,
  site: text,
  inspected_on: text,
  valid_until: maybe,
  inspector: text,
  inspector_certificate: text,
  status: z.enum(CERTIFICATE_STATUSES),
  status_reason: maybe,
  status_at: maybe,
  code: text,
  created_at: text,
  // The client company it is linked to, if any (issue 50).
  company_id: maybe,
  company_name: maybe,
  // The amendment that replaced it and the day it was issued (issue 62).
  superseded_by: maybe.optional(),
  superseded_on: maybe.optional(),
})
export const issuedCertificate = z.object({ number: text, code: text })
// A page of the list, newest first, each record with its status as of today (src/lib/register-status.ts);
// `next` continues after the last one, null on the last page.
export const certificatePage = z.object({
  items: z.array(staffCertificate.extend({ register_status: z.enum(REGISTER_STATUSES) })),
  next: z.string().nullable(),
})
export const importedCertificates = z.object({ issued: z.array(issuedCertificate) })

// A certificate's signed report as staff see it (server/staff/report-routes.ts), or null before one is attached.
export const certificateReport = z.object({
  name: text,
  size: z.number(),
  sha256: text,
  uploadedAt: text,
  uploadedBy: text,
})
export const certificateReportReply = z.object({ report: certificateReport.nullable() })

export type StaffCertificate = z.infer<typeof staffCertificate>
export type ListedCertificate = z.infer<typeof certificatePage>["items"][number]
export type IssuedCertificate = z.infer<typeof issuedCertificate>
export type CertificateReport = z.infer<typeof certificateReport>
