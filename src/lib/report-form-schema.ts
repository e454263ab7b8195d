import { z } from "zod"
import { slug, text } from "./content-schema"

// A kind of inspection report, as content: data/report-forms/<kind>.json, an edition per language ({ en, ar }),
// edited in /admin/ and checked by the build (content/) like every data file. The inspectors' app (/inspect/)
// draws its form from it; the server checks a submitted report's completeness against it. Field and section ids
// are the same in both editions: a report written in Arabic is read in English in the office.
// (Issue 61 owns the full rules: the helper that writes data/report-forms/ may add fields here, never rename.)

// What a field holds. "defects" is a list of defects (LOLER Sch. 1 paras 6–7: each with whether it is or could
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
