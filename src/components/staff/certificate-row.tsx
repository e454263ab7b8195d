import * as React from "react"
import { type CertificateRecord } from "./certificate-types"
import { CertificateReport } from "./certificate-report"
import { staffFetch } from "./staff-api"
import { BUTTON, DANGER_BUTTON, INPUT, LABEL } from "../ui/app-styles"
import { certificateApi } from "../../lib/staff-paths"

const STATUS_NAMES = { valid: "Valid", suspended: "Suspended", withdrawn: "Withdrawn" }
type Status = keyof typeof STATUS_NAMES

// One record: what the public check shows, its code and label for staff, and its status changes.
export function CertificateRow({ record, onChanged }: { record: CertificateRecord; onChanged: () => void }) {
  const [error, setError] = React.useState("")
  const post = (action: "status" | "code", body: unknown) =>
    staffFetch(certificateApi(action).to({ number: record.number }), { method: "POST", body }).then(
      () => {
        setError("")
        onChanged()
      },
      (caught: Error) => setError(caught.message),
    )
  const renewCode = () => {
    if (window.confirm(`Issue a new code for ${record.number}? The printed code stops working.`)) void post("code", {})
  }

  return (
    <li className="space-y-2 py-4" data-testid={`certificate-${record.number}`}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h3 className="font-mono font-semibold">{record.number}</h3>
        <span className="text-sm text-slate-700">{record.kind}</span>
        <span className="text-sm font-semibold">
          {STATUS_NAMES[record.status]}
          {record.status_at && ` since ${record.status_at}: ${record.status_reason}`}
        </span>
      </div>
      <p className="break-words text-sm text-slate-800">
        {[record.item, record.serial, record.rating].filter(Boolean).join(" · ")} — {record.client}, {record.site} ·
        inspected {record.inspected_on}
        {record.valid_until ? `, valid until ${record.valid_until}` : ""} · {record.inspector} (
        {record.inspector_certificate}){record.company_name && ` · company: ${record.company_name}`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span>
          Code: <span className="font-mono font-semibold">{record.code}</span>
        </span>
        <button type="button" className="text-blue-800 underline" onClick={renewCode}>
          Issue a new code
        </button>
        <a href={certificateApi("label.svg").to({ number: record.number })} className="text-blue-800 underline">
          Label (SVG)
        </a>
      </div>
      <CertificateReport number={record.number} />
      <StatusForm number={record.number} status={record.status} onSubmit={(body) => void post("status", body)} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  )
}

type StatusFormProps = { number: string; status: Status; onSubmit: (body: { status: Status; reason: string }) => void }

// Suspend, withdraw or reinstate, always with a reason (it goes to the audit log; the public check shows the date).
function StatusForm({ number, status, onSubmit }: StatusFormProps) {
  const choices = (Object.keys(STATUS_NAMES) as Status[]).filter((choice) => choice !== status)
  const [next, setNext] = React.useState<Status>(choices[0])
  const [reason, setReason] = React.useState("")
  React.useEffect(() => setNext(choices[0]), [status]) // eslint-disable-line react-hooks/exhaustive-deps
  const verb = { valid: "Reinstate", suspended: "Suspend", withdrawn: "Withdraw" }[next]
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({ status: next, reason })
        setReason("")
      }}
    >
      <label className={LABEL}>
        New status of {number}
        <select value={next} onChange={(event) => setNext(event.target.value as Status)} className={INPUT}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {STATUS_NAMES[choice]}
            </option>
          ))}
        </select>
      </label>
      <label className={`${LABEL} min-w-0 flex-1 basis-56`}>
        Reason for {number}
        <input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          minLength={3}
          maxLength={500}
          className={INPUT}
        />
      </label>
      <button type="submit" className={next === "valid" ? BUTTON : DANGER_BUTTON}>
        {verb}
      </button>
    </form>
  )
}
