import * as React from "react"
import { CSV_COMPANY_COLUMN, CSV_HEADER } from "../../lib/certificate-kinds"
import type { Issued } from "./certificate-types"
import { importedCertificates } from "../../lib/certificate-replies"
import { readReply } from "../../lib/read-reply"
import { StaffApiError } from "./staff-api"
import { BUTTON, INPUT, LABEL } from "../ui/app-styles"
import { CERTIFICATES_IMPORT_API } from "../../lib/staff-paths"

type RowError = { row: number; column: string; message: string }

// A CSV file of many records (header and format in docs/certificates.md): all imported, or none and every mistake listed.
export function CertificateImport({ onIssued }: { onIssued: (issued: Issued[]) => void }) {
  const [errors, setErrors] = React.useState<RowError[]>([])
  const [message, setMessage] = React.useState("")
  const [sending, setSending] = React.useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0]
    if (!file) return setMessage("Choose a CSV file first.")
    setSending(true)
    setMessage("")
    try {
      const text = await file.text()
      const result = await readReply(importedCertificates, CERTIFICATES_IMPORT_API, {
        method: "POST",
        file: { type: "text/csv", text },
      })
      setErrors([])
      form.reset()
      onIssued(result.issued)
    } catch (caught) {
      const rows = caught instanceof StaffApiError ? (caught.body.errors as RowError[] | undefined) : undefined
      setErrors(rows ?? [])
      setMessage(rows ? "" : (caught as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3">
      <p className="text-sm text-slate-700">
        Header: <code className="break-all">{CSV_HEADER.join(",")}</code>. Dates as YYYY-MM-DD. Nothing is imported when
        any row is wrong.
      </p>
      <p className="text-sm text-slate-700">
        An optional last column, <code>{CSV_COMPANY_COLUMN}</code>, lists a record in a client&apos;s register: the
        client company&apos;s id or its exact English name (empty for none).
      </p>
      <label className={LABEL}>
        CSV file
        <input name="file" type="file" accept=".csv,text/csv" className={INPUT} />
      </label>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      {errors.length > 0 && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            Nothing was imported: {errors.length === 1 ? "1 mistake" : `${errors.length} mistakes`} to correct.
          </p>
          <ul className="mt-1 list-disc ps-5">
            {errors.map((error) => (
              <li key={`${error.row}-${error.column}-${error.message}`}>
                Row {error.row}, column {error.column}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" disabled={sending} className={BUTTON}>
        Import
      </button>
    </form>
  )
}
