import type { ReportField, ReportForm } from "./report-form-schema"

// The required fields of a report left empty, in the form's order, named as the report names them (label and
// citation): the app says them before an inspector submits; the server refuses a submission or an authorisation
// (issue 62) with them. A defect that will become a danger (LOLER 1998 Sch. 1 para 8(c)(i)) needs the date by which
// it must be remedied, in any defects field, required or not: `defect` says which one (0-based).
export type MissingField = { id: string; label: string; cites?: string; defect?: number }

const written = (value: unknown) => typeof value === "string" && value.trim() !== ""

// Whether a value answers its field. A number may come typed as text ("29.4"); a choice is one of its options.
function answered(field: ReportField, value: unknown): boolean {
  switch (field.type) {
    case "number":
      return typeof value === "number"
        ? Number.isFinite(value)
        : written(value) && Number.isFinite(Number((value as string).trim()))
    case "yesNo":
      return typeof value === "boolean"
    case "choice":
      return written(value) && (field.options ?? []).some((option) => option.value === value)
    case "defects":
    case "indications":
    case "photos":
      return Array.isArray(value) && value.length > 0
    default:
      return written(value)
  }
}

// The defects (by position) that will become a danger by a date that is not given.
function undatedDefects(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((defect: unknown, index) => {
    const { danger, remedyBy } = (defect ?? {}) as { danger?: unknown; remedyBy?: unknown }
    return danger === "byDate" && !written(remedyBy) ? [index] : []
  })
}

export function missingFields(form: ReportForm, values: Record<string, unknown>): MissingField[] {
  return form.sections.flatMap((section) =>
    section.fields.flatMap((field) => {
      const named = { id: field.id, label: field.label, ...(field.cites ? { cites: field.cites } : {}) }
      const value = values[field.id]
      const missing: MissingField[] = field.required && !answered(field, value) ? [named] : []
      if (field.type === "defects") missing.push(...undatedDefects(value).map((defect) => ({ ...named, defect })))
      return missing
    }),
  )
}
