import { z } from "zod"
import { strings, text } from "./content-schema"

// data/report-pdf.json: the words of an issued report's PDF (server/inspect/report-pdf.ts), around the form's own
// labels (data/report-forms/). Both editions: a report for a client company that reads Arabic carries every label
// in Arabic and English. {number}, {reason}, {count}, {brand}, {url} are filled in when the PDF is written.
export const reportPdfTextsSchema = z
  .object({
    // What the document is, in the PDF's metadata and under the company's name: "{title} {number}".
    documentTitle: text,
    particulars: strings([
      "number",
      "client",
      "site",
      "item",
      "serial",
      "inspectedOn",
      "validUntil",
      "noValidity",
      "issuedOn",
      "standard",
    ]),
    qr: strings(["scan"]),
    values: strings(["yes", "no", "notStated", "nonePhotos", "photoCount"]),
    defects: strings(["defect", "danger", "remedyBy", "none", "now", "byDate", "no"]),
    indications: strings(["location", "size", "evaluation", "none", "accept", "reject", "record"]),
    findings: strings(["heading", "noDefect", "defectNow", "defectByDate", "defectLater", "indications"]),
    photos: strings(["heading", "noCaption"]),
    people: strings(["heading", "examinedBy", "reviewedBy", "authorisedBy", "qualifications", "on", "noQualification"]),
    amendment: strings(["heading", "replaces"]),
    footer: strings(["page", "check"]),
  })
  .strict()

export type ReportPdfTexts = z.infer<typeof reportPdfTextsSchema>
