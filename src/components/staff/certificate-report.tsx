import * as React from "react"
import { readApiError } from "../../lib/api-error"
import { ATTACHMENT_FIELD, formatSize } from "../../lib/attachment-rules"
import { certificateReportReply, type CertificateReport } from "../../lib/certificate-replies"
import { readReply } from "../../lib/read-reply"
import { certificateApi } from "../../lib/staff-paths"

type Report = CertificateReport

// A certificate's signed report (server/staff/report-routes.ts): what is attached, with its SHA-256 to compare
// with the file staff hold, and a control to attach one or replace it. The server decides from the bytes that it
// is a PDF; `accept` only narrows the file picker.
export function CertificateReport({ number }: { number: string }) {
  const [report, setReport] = React.useState<Report | null | undefined>(undefined)
  const [state, setState] = React.useState<{ busy: boolean; error: string }>({ busy: false, error: "" })
  const url = certificateApi("report").to({ number })

  React.useEffect(() => {
    readReply(certificateReportReply, url).then(
      (answer) => setReport(answer.report),
      () => setReport(null),
    )
  }, [url])

  async function upload(file: File) {
    setState({ busy: true, error: "" })
    const form = new FormData()
    form.append(ATTACHMENT_FIELD, file, file.name)
    // Not staffFetch: a file goes as multipart, with the browser's own boundary.
    const response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as { report?: Report } | undefined
    if (response?.ok && body?.report) {
      setReport(body.report)
      setState({ busy: false, error: "" })
    } else setState({ busy: false, error: readApiError(body, "The report could not be attached. Try again.").error })
  }

  const inputId = `report-${number}`
  return (
    <div className="space-y-1 text-sm" data-testid={`report-${number}`}>
      {report ? (
        <p className="break-words">
          Report: <span className="font-semibold">{report.name}</span> · {formatSize(report.size)} · attached by{" "}
          {report.uploadedBy}
          <br />
          SHA-256: <span className="break-all font-mono text-xs">{report.sha256}</span>
        </p>
      ) : (
        report === null && <p className="text-slate-700">No signed report attached.</p>
      )}
      <label htmlFor={inputId} className="block">
        {report ? `Replace the report of ${number} (PDF)` : `Attach the signed report of ${number} (PDF)`}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".pdf,application/pdf"
        disabled={state.busy}
        className="block max-w-full text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ""
          if (file) void upload(file)
        }}
      />
      {state.busy && <p role="status">Uploading…</p>}
      {state.error && (
        <p role="alert" className="text-red-700">
          {state.error}
        </p>
      )}
    </div>
  )
}
