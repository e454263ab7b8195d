import * as React from "react"
import type { ListedCertificate } from "../../lib/certificate-replies"
import { nameOf, REGISTER_STATUS_NAMES } from "../../lib/code-names"
import { CertificateReport } from "./certificate-report"
import { staffFetch } from "./staff-api"
import { BUTTON, DANGER_BUTTON, INPUT, LABEL } from "../ui/app-styles"
import { certificateApi } from "../../lib/staff-paths"

const STATUS_NAMES = { valid: "Valid", suspended: "Suspended", withdrawn: "Withdrawn" }
type Status = keyof typeof STATUS_NAMES

type Props = {
  record: ListedCertificate
  kindNames: Readonly<Record<string, string>> | undefined
  onChanged: () => void
}

// One record: what the public check shows, its code and label for staff, and its status changes.
export function CertificateRow({ record, kindNames, onChanged }: Props) {
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
        <span className="text-sm text-slate-700">{nameOf(kindNames, record.kind)}</span>
        {/* As of today (src/lib/register-status.ts): an out-of-date certificate stored as valid reads Expired. */}
        <span className="text-sm font-semibold">
          {REGISTER_STATUS_NAMES[record.register_status]}
          {record.status_at && ` since ${record.status_at}: ${record.status_reason}`}
        </span>
        {record.superseded_by && (
          <span className="text-sm font-semibold text-amber-800">
            {`Superseded by ${record.superseded_by}${record.superseded_on ? ` on ${record.superseded_on}` : ""}`}
          </span>
        )}
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

type StatusChange = { status: Status; reason: string }
type StatusFormProps = { number: string; status: Status; onSubmit: (body: StatusChange) => void }

// What each change does, said before it is made: staff confirm it, as the client's register and the public check
// show it at once.
const CHANGES: Record<Status, { verb: string; effect: string }> = {
  valid: { verb: "Reinstate", effect: "The client's register and the public check show it as in force again." },
  suspended: {
    verb: "Suspend",
    effect: "The client's register and the public check show it as suspended at once, with today's date.",
  },
  withdrawn: {
    verb: "Withdraw",
    effect: "The client's register and the public check show it as withdrawn at once, with today's date.",
  },
}

// Suspend, withdraw or reinstate, behind "Change status…": nothing is chosen beforehand, the reason is required
// (it goes to the audit log; the public check shows the date), and the change is confirmed before it is sent.
function StatusForm({ number, status, onSubmit }: StatusFormProps) {
  const choices = (Object.keys(STATUS_NAMES) as Status[]).filter((choice) => choice !== status)
  const [next, setNext] = React.useState<Status | null>(null)
  const [reason, setReason] = React.useState("")
  const [confirming, setConfirming] = React.useState(false)
  const confirmRef = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    setNext(null)
    setConfirming(false)
  }, [status])
  React.useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  const id = `status-${number}`
  const change = next ? CHANGES[next] : null
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-blue-800 underline">Change status…</summary>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (next) setConfirming(true)
        }}
      >
        <fieldset className="flex flex-wrap gap-3" disabled={confirming}>
          <legend className={LABEL}>New status of {number}</legend>
          {choices.map((choice) => (
            <label key={choice} className="flex items-center gap-1">
              <input
                type="radio"
                name={id}
                value={choice}
                checked={next === choice}
                onChange={() => setNext(choice)}
                required
              />
              {STATUS_NAMES[choice]}
            </label>
          ))}
        </fieldset>
        <label className={`${LABEL} min-w-0 flex-1 basis-56`}>
          Reason for {number}
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            minLength={3}
            maxLength={500}
            disabled={confirming}
            className={INPUT}
          />
        </label>
        {!confirming && (
          <button type="submit" className={BUTTON}>
            Continue
          </button>
        )}
      </form>
      {confirming && next && change && (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="alertdialog"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-effect`}
          className="mt-3 space-y-2 rounded border border-slate-300 bg-slate-50 p-3"
        >
          <p id={`${id}-question`} className="font-semibold">
            {change.verb} {number}?
          </p>
          <p id={`${id}-effect`}>
            {change.effect} Reason: “{reason}”
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={next === "valid" ? BUTTON : DANGER_BUTTON}
              onClick={() => {
                onSubmit({ status: next, reason })
                setConfirming(false)
                setReason("")
                setNext(null)
              }}
            >
              {change.verb} {number}
            </button>
            <button type="button" className="text-blue-800 underline" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </details>
  )
}
