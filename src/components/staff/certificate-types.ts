export type { CertificateRecord } from "../../lib/certificate-kinds"

export type Issued = { number: string; code: string }

export const certificateApi = (number: string, action: string) =>
  `/api/staff/certificates/${encodeURIComponent(number)}/${action}`

// One print-ready page of the labels of these records.
export const labelsPageHref = (numbers: string[]) =>
  `/api/staff/certificates/labels?${numbers.map((number) => `n=${encodeURIComponent(number)}`).join("&")}`
