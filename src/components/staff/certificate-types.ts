import type { IssuedCertificate, StaffCertificate } from "../../lib/certificate-replies"
import { CERTIFICATE_LABELS_API } from "../../lib/staff-paths"

// A record as the workspace lists it, with the client company it is linked to, if any; a number and its code as
// adding or importing records answers them (src/lib/certificate-replies.ts).
export type CertificateRecord = StaffCertificate
export type Issued = IssuedCertificate

// One print-ready page of the labels of these records.
export const labelsPageHref = (numbers: string[]) =>
  `${CERTIFICATE_LABELS_API}?${numbers.map((number) => `n=${encodeURIComponent(number)}`).join("&")}`
