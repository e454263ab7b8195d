import type { CertificateRecord as StoredRecord } from "../../lib/certificate-kinds"

// A record as the workspace lists it: with the client company it is linked to, if any.
export type CertificateRecord = StoredRecord & { company_id?: string | null; company_name?: string | null }

export type Issued = { number: string; code: string }

export const certificateApi = (number: string, action: string) =>
  `/api/staff/certificates/${encodeURIComponent(number)}/${action}`

// One print-ready page of the labels of these records.
export const labelsPageHref = (numbers: string[]) =>
  `/api/staff/certificates/labels?${numbers.map((number) => `n=${encodeURIComponent(number)}`).join("&")}`
