// A record of the certificate register as the workspace API sends it (server/storage/schema.ts, snake_case).
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
  status: "valid" | "suspended" | "withdrawn"
  status_reason: string | null
  status_at: string | null
  code: string
}

export type Issued = { number: string; code: string }

export const certificateApi = (number: string, action: string) =>
  `/api/staff/certificates/${encodeURIComponent(number)}/${action}`

// One print-ready page of the labels of these records.
export const labelsPageHref = (numbers: string[]) =>
  `/api/staff/certificates/labels?${numbers.map((number) => `n=${encodeURIComponent(number)}`).join("&")}`
