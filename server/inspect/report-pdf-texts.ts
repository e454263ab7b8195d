import path from "node:path"
import { readJson } from "../../content/check-entry"
import { validateKind } from "../../content/validate-content"
import { CONTENT_KIND_SPECS } from "../../src/lib/content-kinds"
import { siteSchema } from "../../src/lib/content-schema"
import { reportPdfTextsSchema } from "../../src/lib/report-pdf-texts-schema"
import { localizeEntry } from "../../src/lib/translation"
import type { ReportPdfWords } from "./report-pdf-data"

// The words of an issued report's PDF (data/report-pdf.json, both editions) and the company's name (data/site.json),
// read once a process, checked as the build checks them: a broken file stops the first report with the content
// check's messages (file, entry, field), not a PDF with a hole.
const REPORT_PDF_KIND = CONTENT_KIND_SPECS.find((kind) => kind.name === "reportPdf")!

function parsed(dataDir: string, relative: string): unknown {
  const read = readJson(dataDir, relative)
  if ("error" in read) throw new Error(read.error)
  return read.value
}

export function readReportPdfWords(dataDir = path.resolve("data")): ReportPdfWords {
  const problems = validateKind(dataDir, REPORT_PDF_KIND)
  if (problems.length) throw new Error(`The report PDF's words are not valid:\n${problems.join("\n")}`)
  const entry = parsed(dataDir, REPORT_PDF_KIND.source.path)
  const site = siteSchema.parse(localizeEntry(parsed(dataDir, "site.json"), "en"))
  return {
    brand: site.brand,
    texts: {
      en: reportPdfTextsSchema.parse(localizeEntry(entry, "en")),
      ar: reportPdfTextsSchema.parse(localizeEntry(entry, "ar")),
    },
  }
}
