import * as React from "react"
import { CertificateForm } from "./certificate-form"
import { CertificateImport } from "./certificate-import"
import { CertificateRow } from "./certificate-row"
import { IssuedCodes } from "./issued-codes"
import { labelsPageHref, type CertificateRecord, type Issued } from "./certificate-types"
import { certificateList } from "../../lib/certificate-replies"
import { readReply } from "../../lib/read-reply"
import { useClientCompanies } from "./use-client-companies"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { CERTIFICATES_API } from "../../lib/staff-paths"

// The certificate register: add a record, import a CSV file, and the latest records with their codes, labels
// and status changes.
export function CertificatesPage({ intervals }: { intervals: readonly ExaminationInterval[] }) {
  const [records, setRecords] = React.useState<CertificateRecord[]>([])
  const [issued, setIssued] = React.useState<Issued[]>([])
  const [error, setError] = React.useState("")
  // The form's choice of client company; without them (a failed call) the form still adds records without one.
  const { companies } = useClientCompanies()
  const load = React.useCallback(
    () =>
      readReply(certificateList, CERTIFICATES_API).then(
        (list) => {
          setRecords(list)
          setError("")
        },
        (caught: Error) => setError(caught.message),
      ),
    [],
  )
  React.useEffect(() => void load(), [load])
  const onIssued = (codes: Issued[]) => {
    setIssued(codes)
    void load()
  }

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Certificates</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <details className="rounded border border-slate-300 bg-white p-4">
          <summary className="cursor-pointer font-semibold">Add a record</summary>
          <CertificateForm intervals={intervals} companies={companies} onIssued={onIssued} />
        </details>
        <details className="rounded border border-slate-300 bg-white p-4">
          <summary className="cursor-pointer font-semibold">Import from a CSV file</summary>
          <CertificateImport onIssued={onIssued} />
        </details>
      </div>
      {issued.length > 0 && <IssuedCodes issued={issued} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Latest records</h2>
        {records.length > 0 && (
          <a href={labelsPageHref(records.map((record) => record.number))} className="text-blue-800 underline">
            Print the labels of these {records.length} records
          </a>
        )}
      </div>
      {records.length === 0 ? (
        <p className="text-slate-700">No certificates yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {records.map((record) => (
            <CertificateRow key={record.number} record={record} onChanged={() => void load()} />
          ))}
        </ul>
      )}
    </section>
  )
}
