import { NDT_REPORT_KIND, SCHEME_NAMES, type Authorisation } from "../../lib/authorisation-replies"
import { formatDate } from "../../lib/format"
import type { ReportForm } from "../../lib/report-form-schema"
import { refusalErrors } from "./form-refusal"
import { kindTitle } from "./use-job-choices"

// How the workspace names an authorisation's parts (English, the workspace's language).
export const CAPABILITY_NAMES = { examine: "Examine", review: "Review" } as const

// What it covers: a kind of report by its form's title, or an NDT method at its level.
export const coverOf = (
  forms: readonly ReportForm[] | null,
  record: Pick<Authorisation, "kind" | "method" | "level">,
) =>
  record.kind === NDT_REPORT_KIND && record.method
    ? `NDT ${record.method}${record.level ? `, level ${record.level}` : ""}`
    : kindTitle(forms, record.kind)

export const day = (value: string) => formatDate(value, "en-GB")

// The certification behind it, in a line: scheme, number and issuer.
export const certificationOf = (record: Authorisation) =>
  `${SCHEME_NAMES[record.scheme]} ${record.certificateNumber}, issued by ${record.issuer}`

// What the form calls each field, for the schema's words that are a phrase to follow it ("must be a date written
// YYYY-MM-DD"): shown as a sentence under the field.
const FIELD_NAMES: Record<string, string> = {
  kind: "What it covers",
  level: "The level",
  capability: "What the holder may do",
  scheme: "The scheme",
  certificateNumber: "The certificate number",
  issuer: "The issuer",
  validFrom: "The first day",
  validUntil: "The last day",
  visionTestOn: "The near-vision test's date",
}

// The authorisation route's refusals by field (`kind`, `body.validUntil`), each under its field in the form; the
// method's errors fall on "What it covers", where it is chosen.
export function authorisationRefusal(caught: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [key, words] of Object.entries(refusalErrors(caught))) {
    const field = key
      .replace(/^body\./, "")
      .split(".")[0]
      .replace(/^method$/, "kind")
    const phrase = /^[a-z]/.test(words) && FIELD_NAMES[field]
    errors[field] ??= phrase ? `${phrase} ${words}.` : words
  }
  return errors
}
