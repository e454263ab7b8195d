import { randomUUID } from "node:crypto"
import type { ReportDraft } from "../src/lib/inspect-replies"
import type { ReportField, ReportForm } from "../src/lib/report-form-schema"

// A value that answers each field of a form (src/lib/report-completeness.ts), as an inspector would write it: for
// the tests and benchmarks that submit a complete report. `photoIds` are the report's photos to name.
export function answerOf(field: ReportField, photoIds: string[]): ReportDraft["values"][string] {
  switch (field.type) {
    case "number":
      return 12.5
    case "date":
      return "2026-03-10"
    case "yesNo":
      return true
    case "choice":
      return field.options![0].value
    case "defects":
      return [{ id: randomUUID(), description: "Worn hook latch spring.", danger: "no", remedyBy: null, photoIds: [] }]
    case "indications":
      return [
        { id: randomUUID(), location: "Weld W3, 120 mm from datum", size: "4 mm", evaluation: "record", photoIds: [] },
      ]
    case "photos":
      return photoIds.slice(0, 2)
    default:
      return `Bench ${field.id}: examined as found on site, fit for the purpose stated.`
  }
}

export const completeValues = (form: ReportForm, photoIds: string[] = []): ReportDraft["values"] =>
  Object.fromEntries(
    form.sections.flatMap((section) => section.fields).map((field) => [field.id, answerOf(field, photoIds)]),
  )
