import * as React from "react"
import { Link } from "gatsby"
import type { z } from "zod"
import { cairoTime } from "../../lib/cairo-time"
import { STAFF_JOBS, staffInspectionReportApi } from "../../lib/inspect-paths"
import { staffReportReply } from "../../lib/inspect-replies"
import { readReply } from "../../lib/read-reply"
import { APP_LINK } from "../ui/app-styles"
import { ReportFieldValue } from "./report-field-value"
import { ReportPhotos } from "./report-photos"
import { useJobChoices } from "./use-job-choices"

type Report = z.infer<typeof staffReportReply>

// The item a report is of: the register's (by its key) or one the inspector found on site.
function itemOf(report: Report) {
  if (report.newItem)
    return `${report.newItem.item}${report.newItem.serial ? `, serial ${report.newItem.serial}` : ""} (found on site)`
  return report.itemKey ?? "Not named"
}

// One report as the office reads it while it arrives: every field of its form under the form's labels and
// sections (English: a report written in Arabic on the phone keeps the same field ids), the photos under their
// fields. Values a form no longer has are listed at the end, so nothing sent is hidden.
export function InspectionReportPage({ reportId }: { reportId: string }) {
  const { forms, error: formsError } = useJobChoices()
  const [report, setReport] = React.useState<Report | null>(null)
  const [error, setError] = React.useState("")
  React.useEffect(
    () =>
      void readReply(staffReportReply, staffInspectionReportApi.to({ reportId })).then(setReport, (caught: Error) =>
        setError(caught.message || "This report could not be read."),
      ),
    [reportId],
  )
  const back = (
    <Link to={STAFF_JOBS} className={APP_LINK}>
      All jobs and reports
    </Link>
  )
  if (error || formsError)
    return (
      <section className="space-y-3">
        <p role="alert">{error || formsError}</p>
        {back}
      </section>
    )
  if (!report || !forms) return <p>Loading the report…</p>
  const form = forms.find((one) => one.kind === report.kind)
  const known = new Set(form?.sections.flatMap((section) => section.fields.map((field) => field.id)))
  const others = Object.entries(report.values).filter(([id]) => !known.has(id))
  const photosOf = (fieldId: string) => report.photos.filter((photo) => photo.fieldId === fieldId)
  const strayPhotos = report.photos.filter((photo) => !known.has(photo.fieldId))
  const state = report.submittedAt
    ? `Submitted ${cairoTime(report.submittedAt)}`
    : `Draft, last changed ${cairoTime(report.updatedAt)}`
  return (
    <article className="max-w-4xl space-y-6">
      <div className="space-y-1">
        {back}
        <h1 className="text-2xl font-semibold">{form?.title ?? report.kind}</h1>
        {form && <p className="text-sm text-slate-700">{form.standard}</p>}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Company and site</dt>
        <dd className="break-words">{`${report.companyName}, ${report.site}`}</dd>
        <dt className="font-semibold">Item</dt>
        <dd className="break-words">{itemOf(report)}</dd>
        <dt className="font-semibold">Inspector</dt>
        <dd>{report.inspector}</dd>
        <dt className="font-semibold">State</dt>
        <dd>{`${state} · version ${report.version}`}</dd>
      </dl>
      {form?.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-2">
          <h2 id={`section-${section.id}`} className="border-b border-slate-300 pb-1 text-lg font-semibold">
            {section.title}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(12rem,18rem)_1fr]">
            {section.fields.map((field) => (
              <React.Fragment key={field.id}>
                <dt className="text-sm font-semibold text-slate-800">{field.label}</dt>
                <dd className="min-w-0 text-slate-900">
                  <ReportFieldValue field={field} value={report.values[field.id]} photos={report.photos} />
                  <ReportPhotos reportId={report.id} photos={photosOf(field.id)} />
                </dd>
              </React.Fragment>
            ))}
          </dl>
        </section>
      ))}
      {(others.length > 0 || strayPhotos.length > 0 || !form) && (
        <section className="space-y-2">
          <h2 className="border-b border-slate-300 pb-1 text-lg font-semibold">Fields the form does not name</h2>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(12rem,18rem)_1fr]">
            {others.map(([id, value]) => (
              <React.Fragment key={id}>
                <dt className="font-mono text-sm">{id}</dt>
                <dd className="break-words">{JSON.stringify(value)}</dd>
              </React.Fragment>
            ))}
          </dl>
          <ReportPhotos reportId={report.id} photos={strayPhotos} />
        </section>
      )}
    </article>
  )
}
