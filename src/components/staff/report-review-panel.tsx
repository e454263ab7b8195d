import * as React from "react"
import { staffReturnReportApi } from "../../lib/inspect-paths"
import type { ReportForm } from "../../lib/report-form-schema"
import type { z } from "zod"
import type { returnReportBody } from "../../lib/review-replies"
import { countText } from "../../lib/plural"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { BUTTON } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"
import { reviewRefusal, type ReviewRefusal } from "./review-refusal"
import { ReportAuthoriseForm } from "./report-authorise-form"
import type { ReportWithReview } from "./report-with-review"
import { ReviewCommentBox } from "./review-comment-box"
import { staffFetch } from "./staff-api"

// The comment on the whole report is kept under this key; a field's under its id.
export const WHOLE_REPORT = ""

type Props = {
  report: ReportWithReview
  form: ReportForm | undefined
  comments: Record<string, string>
  onComment: (field: string, text: string) => void
  intervals: readonly ExaminationInterval[]
  // The report changed on the server (returned, issued, or found changed since it was read): read it again.
  onChanged: (words: string) => void
}

const commentCount = (count: number) => countText("en", count, { one: "{count} comment", other: "{count} comments" })

// A submitted report's review, under its fields: the comment on the whole report, then the two outcomes — back to
// the inspector with the comments written beside the fields and here, or authorised and issued in one step.
export function ReportReviewPanel({ report, form, comments, onComment, intervals, onChanged }: Props) {
  const [refusal, setRefusal] = React.useState<ReviewRefusal | null>(null)
  const [sending, setSending] = React.useState(false)
  const written = Object.entries(comments).filter(([, text]) => text.trim() !== "")
  const labelOf = (field: string) =>
    form?.sections.flatMap((section) => section.fields).find((one) => one.id === field)?.label ?? field

  async function returnIt() {
    const body: z.input<typeof returnReportBody> = {
      version: report.version,
      comments: written.map(([field, text]) => ({ field: field === WHOLE_REPORT ? null : field, text: text.trim() })),
    }
    setSending(true)
    try {
      await staffFetch(staffReturnReportApi.to({ reportId: report.id }), { method: "POST", body })
      setRefusal(null)
      onChanged(`Returned to ${report.inspector} with ${commentCount(written.length)}.`)
    } catch (caught) {
      setRefusal(reviewRefusal(caught))
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby="review-heading" className="space-y-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h2 id="review-heading" className="text-lg font-semibold">
        Review
      </h2>
      <p className="text-sm text-slate-700">
        Write a comment beside any field that needs the inspector&apos;s attention, or on the whole report here, and
        return it; or authorise it, which issues its certificate, signed PDF and label at once.
      </p>
      <ReviewCommentBox
        open
        about="the whole report"
        value={comments[WHOLE_REPORT] ?? ""}
        onChange={(text) => onComment(WHOLE_REPORT, text)}
      />
      <div className="space-y-2">
        <h3 className="font-semibold">Return with comments</h3>
        {written.length > 0 ? (
          <ul className="list-disc ps-5 text-sm">
            {written.map(([field, text]) => (
              <li key={field} className="break-words">
                {field === WHOLE_REPORT ? "The whole report" : labelOf(field)}: {text}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No comments written yet.</p>
        )}
        <button
          type="button"
          className={BUTTON}
          disabled={sending || written.length === 0}
          onClick={() => void returnIt()}
        >
          Return with comments
        </button>
      </div>
      <ReportAuthoriseForm report={report} intervals={intervals} onIssued={onChanged} onRefused={setRefusal} />
      {refusal && (
        <div className="space-y-2">
          <FormError message={refusal.words} />
          {refusal.stale && (
            <button type="button" className={BUTTON} onClick={() => onChanged("")}>
              Read the report again
            </button>
          )}
        </div>
      )}
    </section>
  )
}
