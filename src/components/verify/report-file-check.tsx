import * as React from "react"
import { fill } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { ReportFileTexts } from "../../lib/report-file-result"
import { BidiText } from "../ui/bidi-text"
import { useReportFileCheck } from "./use-report-file-check"

type Props = { texts: ReportFileTexts; brand: string; locale: Locale; show: (html: string) => void }

// "Check a report file": a report's PDF chosen here or dropped anywhere on the page, checked on this device; the
// answer shows where the other checks' do. Only with the page's script, which does the check, so it appears once
// the page is live (below the form: nothing above it moves).
export function ReportFileCheck({ texts, brand, locale, show }: Props) {
  const { file } = texts
  const { checking, dragging, checkFile } = useReportFileCheck(texts, brand, locale, show)
  return (
    <section
      aria-labelledby="report-file-heading"
      className={`space-y-4 rounded-xl border bg-white p-6 sm:p-8 ${dragging ? "border-steel-700 ring-2 ring-steel-700" : "border-mist-200"}`}
      data-report-file-check
    >
      <h2 id="report-file-heading" className="text-xl font-semibold text-navy-900">
        <BidiText text={file.heading} />
      </h2>
      <p id="report-file-intro" className="text-sm text-slate-700">
        <BidiText text={fill(file.intro, { brand })} />
      </p>
      <div>
        <label htmlFor="report-file" className="block text-sm font-semibold text-navy-900">
          <BidiText text={file.choose} />
        </label>
        <input
          id="report-file"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby="report-file-intro"
          className="mt-1.5 block w-full text-sm focus:ring-2 focus:ring-steel-700"
          onChange={(event) => {
            checkFile(event.target.files?.[0])
            // Emptied, so that choosing the same file again checks it again.
            event.target.value = ""
          }}
        />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {checking ? file.checking : dragging ? file.drop : ""}
      </p>
    </section>
  )
}
