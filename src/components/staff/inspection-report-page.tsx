import * as React from "react"
import { Link } from "gatsby"
import { cairoTime } from "../../lib/cairo-time"
import { STAFF_JOBS, staffInspectionReportApi } from "../../lib/inspect-paths"
import { readReply } from "../../lib/read-reply"
import type { ReviewState } from "../../lib/review-replies"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { APP_LINK } from "../ui/app-styles"
import { ReportFieldValue } from "./report-field-value"
import { ReportIssuedPanel } from "./report-issued-panel"
import { ReportPhotos } from "./report-photos"
import { ReportReviewNotes } from "./report-review-notes"
import { ReportReviewPanel } from "./report-review-panel"
import { staffReportReply } from "../../lib/inspect-replies"
import type { ReportWithReview } from "./report-with-review"
import { ReviewCommentBox } from "./review-comment-box"
import { useJobChoices } from "./use-job-choices"

type Report = ReportWithReview

// Where a report stands, in a line.
function stateLine(report: Report, review: ReviewState) {
  switch (review.state) {
    case "issued":
      return `Issued as ${review.issuedNumber}${review.issuedAt ? ` ${cairoTime(review.issuedAt)}` : ""}`
    case "returned":
      return `Returned to the inspector${review.returnedAt ? ` ${cairoTime(review.returnedAt)}` : ""}`
    case "submitted":
      return `Submitted ${cairoTime(report.submittedAt ?? report.updatedAt)}, waiting for review`
    default:
      return `Draft, last changed ${cairoTime(report.updatedAt)}`
  }
}

// The item a report is of: the register's (by its key) or one the inspector found on site.
function itemOf(report: Report) {
  if (report.newItem)
    return `${report.newItem.item}${report.newItem.serial ? `, serial ${report.newItem.serial}` : ""} (found on site)`
  return report.itemKey ?? "Not named"
}

// One report as the office reads it while it arrives: every field of its form under the form's labels and
// sections (English: a report written in Arabic on the phone keeps the same field ids), the photos under their
// fields. Values a form no longer has are listed at the end, so nothing sent is hidden. A submitted report is
// reviewed here (issue 62): a comment box beside each field, returned or authorised; an issued one is amended.
// `intervals`: data/intervals.json, for the valid-until the authorisation proposes.
export function InspectionReportPage({
  reportId,
  intervals = [],
}: {
  reportId: string
  intervals?: readonly ExaminationInterval[]
}) {
  const { forms, error: formsError } = useJobChoices()
  const [report, setReport] = React.useState<Report | null>(null)
  const [error, setError] = React.useState("")
  // The reviewer's comments as typed, by field id ("" the whole report); kept until the report is returned.
  const [comments, setComments] = React.useState<Record<string, string>>({})
  const [done, setDone] = React.useState("")
  const load = React.useCallback(
    () =>
      readReply(staffReportReply, staffInspectionReportApi.to({ reportId })).then(setReport, (caught: Error) =>
        setError(caught.message || "This report could not be read."),
      ),
    [reportId],
  )
  React.useEffect(() => void load(), [load])
  const heading = React.useRef<HTMLHeadingElement>(null)
  // After a return or an authorisation: the report as it now stands, its outcome said at the top.
  const changed = (words: string) => {
    setDone(words)
    if (words) setComments({})
    void load().then(() => heading.current?.focus())
  }
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
  const { review } = report
  const reviewing = review.state === "submitted"
  const labelOf = (field: string) =>
    form?.sections.flatMap((section) => section.fields).find((one) => one.id === field)?.label ?? field
  const comment = (field: string, text: string) => setComments((typed) => ({ ...typed, [field]: text }))
  return (
    <article className="max-w-4xl space-y-6">
      <div className="space-y-1">
        {back}
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
          {form?.title ?? report.kind}
        </h1>
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
        <dd>{`${stateLine(report, review)} · version ${report.version}`}</dd>
      </dl>
      {done && (
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      )}
      {review.state === "issued" && review.issuedNumber && (
        <ReportIssuedPanel number={review.issuedNumber} issuedAt={review.issuedAt} />
      )}
      <ReportReviewNotes review={review} labelOf={labelOf} />
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
                  {reviewing && (
                    <ReviewCommentBox
                      about={field.label}
                      value={comments[field.id] ?? ""}
                      onChange={(text) => comment(field.id, text)}
                    />
                  )}
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
      {reviewing && (
        <ReportReviewPanel {...{ report, form, comments, intervals }} onComment={comment} onChanged={changed} />
      )}
    </article>
  )
}
