import { z } from "zod"
import { slug, text } from "./content-schema"

// A kind of inspection report, as content: data/report-forms/<kind>.json, an edition per language ({ en, ar }),
// edited in /admin/ and checked by the build (content/) like every data file. The inspectors' app (/inspect/)
// draws its form from it; the server checks a submitted report's completeness against it. Field and section ids
// are the same in both editions: a report written in Arabic is read in English in the office.
// (Issue 61 owns the full rules: the helper that writes data/report-forms/ may add fields here, never rename.)

// What a field holds. "defects" is a list of defects (LOLER Sch. 1 para 8(a)–(c): each with whether it is or could
// become a danger, and by when it must be remedied); "indications" is an NDT report's list (location, size,
// evaluation); "photos" a field's own photos.
export const REPORT_FIELD_TYPES = [
  "text",
  "paragraph",
  "number",
  "date",
  "choice",
  "yesNo",
  "defects",
  "indications",
  "photos",
] as const
export type ReportFieldType = (typeof REPORT_FIELD_TYPES)[number]

// What the app fills a field with before the inspector edits it (the signed-in account, the job, today's date): the
// field stays on the report, written by whoever fills it. Shared by both editions.
export const REPORT_PREFILLS = [
  "inspector-name",
  "inspector-address",
  "inspector-qualifications",
  "inspector-employer",
  "company",
  "site",
  "item",
  "serial",
  "today",
] as const
export type ReportPrefill = (typeof REPORT_PREFILLS)[number]

export const fieldId = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase id (letters and digits)")

export const reportFieldSchema = z
  .object({
    id: fieldId,
    label: text,
    help: text,
    type: z.enum(REPORT_FIELD_TYPES),
    required: z.boolean(),
    // The unit a number is in (kN, bar, mm, °C).
    unit: text.optional(),
    // A choice's allowed values: `value` the same in both editions, `label` in the edition's language.
    options: z.array(z.object({ value: slug, label: text }).strict()).optional(),
    // The rule the field answers, as cited on the report (e.g. "LOLER 1998 Sch. 1 para 4").
    cites: text.optional(),
    prefill: z.enum(REPORT_PREFILLS).optional(),
  })
  .strict()

export const reportSectionSchema = z
  .object({ id: slug, title: text, fields: z.array(reportFieldSchema).min(1, "must have at least one field") })
  .strict()

export const reportFormSchema = z
  .object({
    kind: slug,
    title: text,
    // The standard or regulation the report follows, as printed on it.
    standard: text,
    intro: text,
    sections: z.array(reportSectionSchema).min(1, "must have at least one section"),
  })
  .strict()

export type ReportField = z.infer<typeof reportFieldSchema>
export type ReportSection = z.infer<typeof reportSectionSchema>
export type ReportForm = z.infer<typeof reportFormSchema>

// The rules a form must follow beyond each field's shape, for the build's content check (content/) and anyone
// reading a form: a report's values are keyed by field id, so ids are unique across the whole form; a choice offers
// at least two options, each value once; options and units belong to the types that use them.
function formRules(form: ReportForm, ctx: z.RefinementCtx) {
  const sectionIds = new Set<string>()
  const fieldSections = new Map<string, string>()
  form.sections.forEach((section, sectionIndex) => {
    if (sectionIds.has(section.id))
      ctx.addIssue({
        code: "custom",
        path: ["sections", sectionIndex, "id"],
        message: `duplicate section id "${section.id}"`,
      })
    sectionIds.add(section.id)
    section.fields.forEach((field, fieldIndex) => {
      const at = (...rest: (string | number)[]) => ["sections", sectionIndex, "fields", fieldIndex, ...rest]
      const other = fieldSections.get(field.id)
      if (other !== undefined)
        ctx.addIssue({
          code: "custom",
          path: at("id"),
          message: `duplicate field id "${field.id}", also in section "${other}": a report keys its values by field id`,
        })
      else fieldSections.set(field.id, section.id)
      if (field.type === "choice" && (field.options?.length ?? 0) < 2)
        ctx.addIssue({ code: "custom", path: at("options"), message: "a choice must offer at least two options" })
      if (field.type !== "choice" && field.options)
        ctx.addIssue({
          code: "custom",
          path: at("options"),
          message: `only a choice has options; this is a ${field.type}`,
        })
      const values = new Set<string>()
      field.options?.forEach((option, optionIndex) => {
        if (values.has(option.value))
          ctx.addIssue({
            code: "custom",
            path: at("options", optionIndex, "value"),
            message: `duplicate option value "${option.value}"`,
          })
        values.add(option.value)
      })
      if (field.type !== "number" && field.unit !== undefined)
        ctx.addIssue({ code: "custom", path: at("unit"), message: `only a number has a unit; this is a ${field.type}` })
    })
  })
}

// A form as the content check holds it: its shape and its rules (the kind of data/report-forms/ reads it).
export const checkedReportFormSchema = reportFormSchema.superRefine(formRules)
