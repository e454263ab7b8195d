import { refusalErrors } from "./form-refusal"

// What the jobs forms call each field, for the schema's words that are a phrase to follow it ("must be a date
// written YYYY-MM-DD", src/lib/day-schema.ts): shown as a sentence under the field.
const FIELD_NAMES: Record<string, string> = {
  day: "The day",
  site: "The site",
  companyId: "The company",
  bookingReference: "The booking reference",
  kinds: "The kinds of report",
  inspectorIds: "The inspectors",
}

// The jobs routes' refusals by field: the schema's (`kinds`, `day`) and the routes' own (`body.inspectorIds`), or an
// item of a list (`kinds.0`), each under its field's name in the form.
export function jobRefusal(caught: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [key, words] of Object.entries(refusalErrors(caught))) {
    const field = key.replace(/^body\./, "").split(".")[0]
    const phrase = /^[a-z]/.test(words) && FIELD_NAMES[field]
    errors[field] ??= phrase ? `${phrase} ${words}.` : words
  }
  return errors
}
