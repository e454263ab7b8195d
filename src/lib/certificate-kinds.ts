// The kinds of document the company signs; the ids are used in CSV files, the database and the public check.
export const CERTIFICATE_KINDS = [
  "lifting-equipment",
  "ndt-report",
  "pressure-test",
  "coating-inspection",
  "heat-treatment",
  "competence-card",
] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]

// A report or a test record states what was found on the day of the inspection and has no period of validity:
// the public check calls it genuine and issued on that day, never valid or in force, and ignores any
// valid_until. A thorough examination and a competence card hold until a date.
export const RECORD_KINDS: readonly CertificateKind[] = [
  "ndt-report",
  "pressure-test",
  "coating-inspection",
  "heat-treatment",
]
export const isRecordKind = (kind: string) => (RECORD_KINDS as readonly string[]).includes(kind)

// The fields of a certificate whose one-word names the CSV header and the public check's labels share.
export const CERTIFICATE_FIELDS = ["number", "kind", "item", "serial", "rating", "client", "site"] as const

// The header of a CSV import, in this order (docs/certificates.md).
export const CSV_HEADER = [
  ...CERTIFICATE_FIELDS,
  "inspected_on",
  "valid_until",
  "inspector",
  "inspector_certificate",
] as const
// A last column the header may add: the client company, by id or exact English name (server/certificates/).
export const CSV_COMPANY_COLUMN = "company"

// "genuine": a record kind (RECORD_KINDS) that stands; "valid" and "expired" are for kinds with a validity.
// "superseded": an amendment replaced it (issue 62; certificates.superseded_by, superseded_on).
export type PublicStatus = "genuine" | "valid" | "expired" | "suspended" | "withdrawn" | "superseded"

// The amendment that replaced a document: its number, and its code, so that the answer links to its check (only
// someone who holds the replaced document's number and code is told it); null when that record is not found.
export type Successor = { number: string; code: string | null }

// What the public check shows (GET /api/verify, /verify/): never the code, the client's name in full or the reason.
export type Verification =
  | { found: false }
  | {
      found: true
      number: string
      status: PublicStatus
      statusDate: string | null
      kind: CertificateKind
      item: string
      serial: string | null
      rating: string | null
      client: string
      site: string
      inspectedOn: string
      validUntil: string | null
      inspector: string
      inspectorCertificate: string
      // Set with status "superseded" (statusDate is then the day it was superseded).
      supersededBy?: Successor | null
    }

export const CERTIFICATE_STATUSES = ["valid", "suspended", "withdrawn"] as const
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number]

// A record of the register as it is stored and as the workspace API sends it (snake_case, like its columns).
// Dates are YYYY-MM-DD; `code` is the verification code printed on the document, shown to signed-in staff only.
export type CertificateRecord = {
  number: string
  kind: string
  item: string
  serial: string | null
  rating: string | null
  client: string
  site: string
  inspected_on: string
  valid_until: string | null
  inspector: string
  inspector_certificate: string
  status: CertificateStatus
  status_reason: string | null
  status_at: string | null
  code: string
}

// Two letters for each kind in a signed label (src/lib/signed-label.ts), where every byte enlarges the QR code.
export const KIND_LABEL_CODES: Record<CertificateKind, string> = {
  "lifting-equipment": "LE",
  "ndt-report": "NR",
  "pressure-test": "PT",
  "coating-inspection": "CI",
  "heat-treatment": "HT",
  "competence-card": "CC",
}
