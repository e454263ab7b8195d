import * as React from "react"
import { readApiError } from "../../lib/api-error"
import { ATTACHMENT_FIELD, formatSize } from "../../lib/attachment-rules"
import {
  SCAN_ACCEPT,
  SCAN_MAX_BYTES,
  authorisationScanReply,
  type AuthorisationScan as Scan,
  type ListedAuthorisation,
} from "../../lib/authorisation-replies"
import { staffAuthorisationScanApi } from "../../lib/inspect-paths"
import { APP_LINK } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"

const MAX = formatSize(SCAN_MAX_BYTES)

type Props = {
  record: ListedAuthorisation
  // Administrators attach a scan or replace it; staff download it.
  admin: boolean
  onAttached: (record: ListedAuthorisation, scan: Scan) => void
}

// The scan of the certificate behind a record (server/inspect/authorisation-scan-routes.ts): a link that downloads
// it, and for administrators a file input that attaches one or replaces it. The server decides from the bytes that
// it is a PDF, JPEG or PNG; `accept` only narrows the file picker, the size is checked before sending.
export function AuthorisationScan({ record, admin, onAttached }: Props) {
  const [state, setState] = React.useState<{ busy: boolean; error: string }>({ busy: false, error: "" })
  const url = staffAuthorisationScanApi.to({ userId: record.userId, authorisationId: record.id })
  const inputId = `scan-${record.id}`
  const errorId = `${inputId}-error`

  async function upload(file: File) {
    if (file.size > SCAN_MAX_BYTES) {
      setState({ busy: false, error: `${file.name} is ${formatSize(file.size)}: a scan may be ${MAX} at most.` })
      return
    }
    setState({ busy: true, error: "" })
    const form = new FormData()
    form.append(ATTACHMENT_FIELD, file, file.name)
    // Not staffFetch: a file goes as multipart, with the browser's own boundary.
    const response = await fetch(url, { method: "PUT", body: form, credentials: "same-origin" }).catch(() => null)
    const body: unknown = await response?.json().catch(() => ({}))
    const attached = authorisationScanReply.safeParse(body)
    if (response?.ok && attached.success) {
      setState({ busy: false, error: "" })
      onAttached(record, attached.data.scan)
    } else setState({ busy: false, error: readApiError(body, "The scan could not be attached. Try again.").error })
  }

  return (
    <div className="space-y-1">
      {record.scan ? (
        <p className="break-words">
          {"Scan of the certificate: "}
          <a href={url} download={record.scan.name} className={APP_LINK}>
            {record.scan.name}
          </a>
          {` · ${formatSize(record.scan.size)}`}
        </p>
      ) : (
        <p className="text-slate-700">No scan of the certificate attached.</p>
      )}
      {admin && (
        <>
          <label htmlFor={inputId} className="block">
            {record.scan ? "Replace the scan" : "Attach the scan"}
            <span className="sr-only">{` of certificate ${record.certificateNumber}`}</span>
            <span className="text-slate-700">{` (PDF, JPEG or PNG, ${MAX} at most)`}</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept={SCAN_ACCEPT}
            disabled={state.busy}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            className="block max-w-full text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ""
              if (file) void upload(file)
            }}
          />
          {state.busy && <p role="status">Uploading the scan…</p>}
          <div id={errorId}>
            <FormError message={state.error} />
          </div>
        </>
      )}
    </div>
  )
}
