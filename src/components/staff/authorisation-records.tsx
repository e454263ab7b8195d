import * as React from "react"
import type { Authorisation, ListedAuthorisation } from "../../lib/authorisation-replies"
import { cairoTime } from "../../lib/cairo-time"
import type { ReportForm } from "../../lib/report-form-schema"
import { DANGER_BUTTON, QUIET_BUTTON } from "../ui/app-styles"
import { CAPABILITY_NAMES, certificationOf, coverOf, day } from "./authorisation-words"

type Props = {
  records: readonly ListedAuthorisation[]
  forms: readonly ReportForm[] | null
  // Administrators withdraw; null for staff, who read.
  onWithdraw: ((record: Authorisation) => Promise<void>) | null
  // The scan of each record's certificate: its download, and for administrators its upload.
  scanOf?: (record: ListedAuthorisation) => React.ReactNode
}

// One person's records of authorisation, withdrawn ones too (the history of who could do what when): what each
// covers, the certification behind it, its dates and near-vision test, who recorded it, and its withdrawal.
export function AuthorisationRecords({ records, forms, onWithdraw, scanOf }: Props) {
  const [confirming, setConfirming] = React.useState<string | null>(null)
  const confirmRef = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  if (records.length === 0) return <p>No authorisations recorded.</p>
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {records.map((record) => {
        const cover = coverOf(forms, record)
        const what = `${CAPABILITY_NAMES[record.capability]}: ${cover}`
        return (
          <li key={record.id} className="space-y-1 py-3 text-sm" data-testid={`authorisation-${record.id}`}>
            <p className="text-base font-semibold">
              {what}
              {record.withdrawnAt && <span className="ms-2 text-red-700">Withdrawn</span>}
            </p>
            <p className="break-words">{certificationOf(record)}</p>
            <p>
              {`Valid ${day(record.validFrom)} to ${day(record.validUntil)}`}
              {record.visionTestOn && ` · near-vision test ${day(record.visionTestOn)}`}
            </p>
            <p className="text-slate-700">
              {`Recorded by ${record.recordedBy}, ${cairoTime(record.recordedAt)}`}
              {record.withdrawnAt && ` · withdrawn by ${record.withdrawnBy ?? "—"}, ${cairoTime(record.withdrawnAt)}`}
            </p>
            {scanOf?.(record)}
            {onWithdraw && !record.withdrawnAt && confirming !== record.id && (
              <button type="button" className={QUIET_BUTTON} onClick={() => setConfirming(record.id)}>
                Withdraw…<span className="sr-only">{` ${what}, certificate ${record.certificateNumber}`}</span>
              </button>
            )}
            {onWithdraw && confirming === record.id && (
              <div
                ref={confirmRef}
                tabIndex={-1}
                role="alertdialog"
                aria-labelledby={`withdraw-${record.id}`}
                className="space-y-2 rounded border border-red-300 bg-red-50 p-3"
              >
                <p id={`withdraw-${record.id}`}>
                  {`Withdraw “${what}” (certificate ${record.certificateNumber})? From today it no longer holds; reports already issued stay as they are.`}
                </p>
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    className={DANGER_BUTTON}
                    onClick={() => void onWithdraw(record).then(() => setConfirming(null))}
                  >
                    Withdraw it
                  </button>
                  <button type="button" className={QUIET_BUTTON} onClick={() => setConfirming(null)}>
                    Cancel
                  </button>
                </div>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
