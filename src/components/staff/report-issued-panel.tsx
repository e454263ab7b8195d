import * as React from "react"
import { navigate } from "gatsby"
import { cairoTime } from "../../lib/cairo-time"
import { staffAmendCertificateApi, staffCertificatePdfApi, staffReportPage } from "../../lib/inspect-paths"
import { readReply } from "../../lib/read-reply"
import { amendedReply } from "../../lib/review-replies"
import { STAFF_CERTIFICATES } from "../../lib/staff-paths"
import { APP_LINK, BUTTON, INPUT, LABEL, QUIET_BUTTON } from "../ui/app-styles"
import { refusalErrors, RefusalSummary } from "./form-refusal"

// The certificates page, searched for the number.
export const certificateHref = (number: string) => `${STAFF_CERTIFICATES}?q=${encodeURIComponent(number)}`

// An issued report: its number, its record and signed PDF, and its amendment. It is never edited: "Amend" makes a
// new report from it for its inspector, naming this number and why, which replaces it once issued.
export function ReportIssuedPanel({ number, issuedAt }: { number: string; issuedAt: string | null }) {
  const [amending, setAmending] = React.useState(false)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sending, setSending] = React.useState(false)
  const reasonId = React.useId()

  async function amend(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "")
    setSending(true)
    try {
      const { reportId } = await readReply(amendedReply, staffAmendCertificateApi.to({ number }), {
        method: "POST",
        body: { reason },
      })
      void navigate(staffReportPage.to({ reportId }))
    } catch (caught) {
      const refused = refusalErrors(caught)
      const reasonError = refused["body.reason"] ?? refused.reason
      setErrors(reasonError ? { reason: reasonError } : refused)
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby="issued-heading" className="space-y-3 rounded-lg border border-green-700 bg-green-50 p-4">
      <h2 id="issued-heading" className="text-lg font-semibold">
        Issued as <span className="font-mono">{number}</span>
      </h2>
      {issuedAt && <p className="text-sm">{`Authorised and issued ${cairoTime(issuedAt)}. It is never edited.`}</p>}
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <a href={certificateHref(number)} className={APP_LINK}>
          {number} in the certificates register
        </a>
        <a href={staffCertificatePdfApi.to({ number })} className={APP_LINK}>
          The signed PDF of {number}
        </a>
      </p>
      {!amending ? (
        <button type="button" className={QUIET_BUTTON} onClick={() => setAmending(true)}>
          Amend…
        </button>
      ) : (
        <form onSubmit={(event) => void amend(event)} noValidate className="max-w-2xl space-y-2">
          <label className={LABEL}>
            Why {number} is amended
            <textarea
              name="reason"
              required
              maxLength={1000}
              rows={3}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={reasonId}
              className={INPUT}
            />
          </label>
          <p id={reasonId} className={`text-sm ${errors.reason ? "text-red-700" : "text-slate-700"}`}>
            {errors.reason ??
              "The amendment is a new report with this one's values and photos, for its inspector to correct and submit. Once it is issued, this number reads “superseded” on the public check and in the client's register."}
          </p>
          <RefusalSummary errors={errors.reason ? {} : errors} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={sending} className={BUTTON}>
              Open the amendment
            </button>
            <button type="button" className={QUIET_BUTTON} onClick={() => setAmending(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
