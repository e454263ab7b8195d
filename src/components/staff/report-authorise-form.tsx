import * as React from "react"
import { isRecordKind } from "../../lib/certificate-kinds"
import { formatDate } from "../../lib/format"
import { staffAuthoriseReportApi } from "../../lib/inspect-paths"
import { issuedKindOf } from "../../lib/issued-kinds"
import { readReply } from "../../lib/read-reply"
import { authorisedReply } from "../../lib/review-replies"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { INPUT, LABEL, PRIMARY_BUTTON } from "../ui/app-styles"
import { reviewRefusal, type ReviewRefusal } from "./review-refusal"
import type { ReportWithReview } from "./report-with-review"
import { EquipmentClassSelect } from "./equipment-class-select"
import { useValidUntilProposal } from "./use-valid-until-proposal"

type Props = {
  report: ReportWithReview
  intervals: readonly ExaminationInterval[]
  onIssued: (words: string) => void
  onRefused: (refusal: ReviewRefusal | null) => void
}

const dayOf = (value: unknown) => (typeof value === "string" && /^\d{4}-\d\d-\d\d$/.test(value) ? value : "")

// "Authorise and issue": the certificate's valid-until, from the date the inspector stated or the interval of the
// equipment's class (data/intervals.json) counted from the examination day — a proposal staff may change; a record
// kind (a test or NDT report) states what was found on the day and has none.
export function ReportAuthoriseForm({ report, intervals, onIssued, onRefused }: Props) {
  const issued = issuedKindOf(report.kind)
  const certificateKind = issued?.certificateKind ?? report.kind
  const record = isRecordKind(certificateKind)
  const dates = useValidUntilProposal(intervals, {
    kind: certificateKind,
    inspectedOn: dayOf(issued && report.values[issued.inspectedOn]),
    validUntil: dayOf(issued?.validUntil ? report.values[issued.validUntil] : null),
  })
  const [sending, setSending] = React.useState(false)
  const hintId = React.useId()

  async function authorise(event: React.FormEvent) {
    event.preventDefault()
    setSending(true)
    try {
      const answer = await readReply(authorisedReply, staffAuthoriseReportApi.to({ reportId: report.id }), {
        method: "POST",
        body: { version: report.version, validUntil: record || dates.validUntil === "" ? null : dates.validUntil },
      })
      onRefused(null)
      onIssued(`Authorised and issued as ${answer.number}.`)
    } catch (caught) {
      onRefused(reviewRefusal(caught))
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={(event) => void authorise(event)} className="space-y-2">
      <h3 className="font-semibold">Authorise and issue</h3>
      {record ? (
        <p className="text-sm text-slate-700">
          A record of what was found on {dates.inspectedOn ? formatDate(dates.inspectedOn, "en-GB") : "the day"}: it has
          no valid-until.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <EquipmentClassSelect dates={dates} />
          <label className={LABEL}>
            Valid until
            <input
              type="date"
              value={dates.validUntil}
              onChange={(event) => dates.enterValidUntil(event.target.value)}
              aria-describedby={hintId}
              className={INPUT}
            />
          </label>
          <p id={hintId} aria-live="polite" className="text-sm text-slate-700 sm:col-span-2">
            {dates.proposal?.basis ??
              (dates.validUntil
                ? "As the inspector stated it on the report. Change it if the equipment's interval sets another date."
                : "Choose the equipment's class and the date is proposed from its interval, or enter it.")}
          </p>
        </div>
      )}
      <button type="submit" disabled={sending} className={PRIMARY_BUTTON}>
        Authorise and issue
      </button>
    </form>
  )
}
