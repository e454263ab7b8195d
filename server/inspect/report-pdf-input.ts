import type { ReportForm } from "../../src/lib/report-form-schema"
import type { FieldValue } from "../../src/lib/inspect-replies"

// What an issued report's PDF shows (issue 62): the contract between the issuing (server/inspect/issue-report.ts)
// and the writer of the PDF (server/inspect/report-pdf.ts, Typst as the company profile is).

export type ReportPerson = {
  name: string
  // Each authorisation the person held for this report on its day, as the PDF lists it, e.g.
  // "PCN UT Level 2, no. 123456 (BINDT), until 2028-03-31".
  qualifications: string[]
  // The day they examined, reviewed or authorised (YYYY-MM-DD).
  on: string
}

export type ReportPdfPhoto = {
  // The form field the photo belongs to (its label is the form's), and the inspector's caption.
  fieldId: string
  caption: string
  // The bytes as uploaded (JPEG or PNG, made smaller on the device); the writer shrinks them further if needed.
  bytes: Uint8Array
}

export type ReportPdfInput = {
  // The certificate record the report is issued as, and its verification code (for the QR's link).
  number: string
  code: string
  // The public check's address of this record: the QR code printed on the PDF opens it.
  verifyUrl: string
  // "en": English only; "ar-en": the client company reads Arabic — each label in Arabic and English.
  languages: "en" | "ar-en"
  // The form in both editions (field ids are the same), and the report's values by field id.
  form: { en: ReportForm; ar: ReportForm }
  values: Record<string, FieldValue>
  photos: ReportPdfPhoto[]
  client: { name: string; site: string }
  item: { item: string; serial: string | null }
  inspectedOn: string
  validUntil: string | null
  issuedOn: string
  examinedBy: ReportPerson
  reviewedBy: ReportPerson
  authorisedBy: ReportPerson
  // An amendment: the number it replaces and why.
  replaces: { number: string; reason: string } | null
}
