import { z } from "zod"
import { slug } from "./content-schema"
import { calendarDay } from "./day-schema"

// Who may do what (issue 62): an inspector's authorisation to examine or review a kind of report
// (data/report-forms/) or, for NDT reports, a method at a level, and the certification behind it. Records of
// authorisation as ISO/IEC 17020 §6.1 asks; for the server's staff routes, the rules and the tests.

// The one kind of report written per NDT method: its authorisations name the method and level, not the kind.
export const NDT_REPORT_KIND = "ndt-report"
export const NDT_METHODS = ["UT", "RT", "MT", "PT", "VT", "ET"] as const
export type NdtMethod = (typeof NDT_METHODS)[number]
export const CAPABILITIES = ["examine", "review"] as const
export type Capability = (typeof CAPABILITIES)[number]

// The schemes a certification can come from, by their own names (proper names: the same in both languages).
export const SCHEME_NAMES = {
  "pcn-iso-9712": "PCN",
  "asnt-snt-tc-1a": "ASNT SNT-TC-1A",
  cswip: "CSWIP",
  "api-510": "API 510",
  "api-570": "API 570",
  "api-653": "API 653",
  leea: "LEEA",
  "written-practice": "Company written practice",
} as const
export type Scheme = keyof typeof SCHEME_NAMES
const schemes = Object.keys(SCHEME_NAMES) as [Scheme, ...Scheme[]]

// What an administrator records (POST): either a kind of report, or an NDT method with its level and the date of
// the holder's last near-vision test. The scan of the certificate is attached afterwards (authorisationScan).
export const newAuthorisationBody = z
  .object({
    kind: slug.max(100).nullable().default(null),
    method: z.enum(NDT_METHODS).nullable().default(null),
    level: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .nullable()
      .default(null),
    capability: z.enum(CAPABILITIES),
    scheme: z.enum(schemes),
    certificateNumber: z.string().trim().min(1).max(100),
    issuer: z.string().trim().min(1).max(200),
    validFrom: calendarDay,
    validUntil: calendarDay,
    visionTestOn: calendarDay.nullable().default(null),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message })
    if ((body.kind === null) === (body.method === null))
      problem("kind", "Give either a kind of report or an NDT method.")
    if (body.kind === NDT_REPORT_KIND)
      problem("kind", "NDT reports are authorised by method: give the method and level.")
    if (body.method !== null && body.level === null) problem("level", "An NDT method needs its level (1, 2 or 3).")
    if (body.method !== null && body.visionTestOn === null) {
      problem("visionTestOn", "An NDT method needs the date of the last near-vision test.")
    }
    if (body.validUntil < body.validFrom) problem("validUntil", "The certificate ends before it starts.")
  })
export type NewAuthorisation = z.infer<typeof newAuthorisationBody>

export const authorisation = z.object({
  id: z.string(),
  userId: z.string(),
  // The kind of report it covers: NDT_REPORT_KIND for a method's.
  kind: z.string(),
  method: z.enum(NDT_METHODS).nullable(),
  level: z.number().int().nullable(),
  capability: z.enum(CAPABILITIES),
  scheme: z.enum(schemes),
  certificateNumber: z.string(),
  issuer: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  visionTestOn: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
})
export type Authorisation = z.infer<typeof authorisation>

// The scan of the certificate behind a record (administrators attach one, a new one replaces it; staff download
// it): a PDF, JPEG or PNG by its bytes, at most SCAN_MAX_BYTES. `accept` only narrows the file picker.
export const SCAN_MAX_BYTES = 10 * 1024 * 1024
export const SCAN_TYPES: readonly string[] = ["application/pdf", "image/jpeg", "image/png"]
export const SCAN_ACCEPT = ".pdf,.jpg,.jpeg,.png"
export const authorisationScan = z.object({ name: z.string(), size: z.number().int() })
export type AuthorisationScan = z.infer<typeof authorisationScan>
export const authorisationScanReply = z.object({ scan: authorisationScan })

// A record as a person's list has it: with its scan, or null before one is attached.
export const listedAuthorisation = authorisation.extend({ scan: authorisationScan.nullable().default(null) })
export type ListedAuthorisation = z.infer<typeof listedAuthorisation>

// An inspector's records, withdrawn ones too (they are the history of who could do what when).
export const authorisationsReply = z.object({ authorisations: z.array(listedAuthorisation) })

// What lapses within the coming 60 days: the certificate's end or the next near-vision test, soonest first.
export const lapsingReply = z.object({
  lapsing: z.array(
    z.object({
      authorisation,
      inspectorName: z.string(),
      what: z.enum(["certificate", "vision test"]),
      // The last day it holds.
      lastDay: z.string(),
    }),
  ),
})
