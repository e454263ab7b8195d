import fs from "node:fs"
import path from "node:path"
import { CONTENT_KIND_SPECS } from "../src/lib/content-kinds"
import { LOCALES, type Locale } from "../src/lib/locales"
import { reportFormSchema, type ReportForm } from "../src/lib/report-form-schema"
import { localizeEntry } from "../src/lib/translation"
import { readJson } from "./check-entry"
import { validateKind } from "./validate-content"

// The kinds of inspection report (data/report-forms/<kind>.json), each edition's forms, for the server that hands
// them to the inspectors' app and checks a report's completeness against them. Checked as the build checks them: a
// broken definition stops the reader with the build's messages (file, entry, field), not a form the app cannot draw.

export const REPORT_FORMS_KIND = CONTENT_KIND_SPECS.find((kind) => kind.name === "reportForms")!

// The content check's messages for the forms alone (the build runs the same check over all of data/).
export const reportFormProblems = (dataDir = path.resolve("data")): string[] => validateKind(dataDir, REPORT_FORMS_KIND)

// Each edition's forms, in the order of their file names.
export function readReportForms(dataDir = path.resolve("data")): Record<Locale, ReportForm[]> {
  const problems = reportFormProblems(dataDir)
  if (problems.length) throw new Error(`The report forms are not valid:\n${problems.join("\n")}`)
  const folder = REPORT_FORMS_KIND.source.path
  const entries = fs
    .readdirSync(path.join(dataDir, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const parsed = readJson(dataDir, `${folder}/${name}`)
      if ("error" in parsed) throw new Error(parsed.error)
      return parsed.value
    })
  const edition = (locale: Locale) => entries.map((entry) => reportFormSchema.parse(localizeEntry(entry, locale)))
  return Object.fromEntries(LOCALES.map((locale) => [locale, edition(locale)])) as Record<Locale, ReportForm[]>
}
