import type { CertificateKind } from "./certificate-kinds"

// What an authorised report is issued as (issue 62), by kind of report (data/report-forms/): the kind of
// certificate record, and which of its fields give the record's inspection day, rating and the next due date the
// inspector states (a record kind has none). Written once for the issuing, the workspace and the tests.
export type IssuedKind = {
  certificateKind: CertificateKind
  inspectedOn: string
  rating: string
  validUntil: string | null
}

export const ISSUED_KINDS: Readonly<Record<string, IssuedKind>> = {
  "thorough-examination": {
    certificateKind: "lifting-equipment",
    inspectedOn: "examinationDate",
    rating: "safeWorkingLoad",
    validUntil: "nextExaminationDate",
  },
  "ndt-report": { certificateKind: "ndt-report", inspectedOn: "examinationDate", rating: "result", validUntil: null },
  "pressure-test": { certificateKind: "pressure-test", inspectedOn: "testDate", rating: "testPressure", validUntil: null },
}

export const issuedKindOf = (reportKind: string): IssuedKind | undefined =>
  Object.hasOwn(ISSUED_KINDS, reportKind) ? ISSUED_KINDS[reportKind] : undefined
