import * as React from "react"
import { CursorPager } from "./cursor-pager"
import { CertificateForm } from "./certificate-form"
import { CertificateImport } from "./certificate-import"
import { CertificateRow } from "./certificate-row"
import { IssuedCodes } from "./issued-codes"
import { labelsPageHref, type Issued } from "./certificate-types"
import { certificatePage, type ListedCertificate } from "../../lib/certificate-replies"
import { readReply } from "../../lib/read-reply"
import { useClientCompanies } from "./use-client-companies"
import { useCodeNames } from "./use-code-names"
import { BUTTON, INPUT, LABEL } from "../ui/app-styles"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { CERTIFICATES_API } from "../../lib/staff-paths"
import { countText } from "../../lib/plural"

const linkedSearch = () =>
  typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("q") ?? "").slice(0, 100)

// The certificate register: add a record, import a CSV file, and the records, newest first, searched by number,
// serial or client and paged by the server, with their codes, labels and status changes.
export function CertificatesPage({ intervals }: { intervals: readonly ExaminationInterval[] }) {
  const [records, setRecords] = React.useState<ListedCertificate[] | null>(null)
  const [next, setNext] = React.useState<string | null>(null)
  const [issued, setIssued] = React.useState<Issued[]>([])
  const [error, setError] = React.useState("")
  // The search as typed, and as sent; the cursors of the pages opened so far (the first page has none).
  // A link may name the search (?q=LE-2026-00012: a report's page links its issued record).
  const [typed, setTyped] = React.useState(linkedSearch)
  const [search, setSearch] = React.useState(linkedSearch)
  const [cursors, setCursors] = React.useState<string[]>([])
  // The form's choice of client company; without them (a failed call) the form still adds records without one.
  const { companies } = useClientCompanies()
  const names = useCodeNames()
  const after = cursors.at(-1)
  const query = new URLSearchParams({ ...(search ? { q: search } : {}), ...(after ? { after } : {}) }).toString()
  const load = React.useCallback(
    () =>
      readReply(certificatePage, query ? `${CERTIFICATES_API}?${query}` : CERTIFICATES_API).then(
        (page) => {
          setRecords(page.items)
          setNext(page.next)
          setError("")
        },
        (caught: Error) => setError(caught.message),
      ),
    [query],
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
      <h2 className="text-lg font-semibold">Records</h2>
      <form
        role="search"
        aria-label="Certificates"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          setCursors([])
          setSearch(typed.trim())
        }}
      >
        <label className={`${LABEL} min-w-0 flex-1 basis-64`}>
          Search certificates
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            placeholder="Number, serial or client"
            className={INPUT}
          />
        </label>
        <button type="submit" className={BUTTON}>
          Search
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {search ? `Records matching “${search}”, newest first` : "All records, newest first"}
          {cursors.length > 0 && ` · page ${cursors.length + 1}`}
        </p>
        {records && records.length > 0 && (
          <a href={labelsPageHref(records.map((record) => record.number))} className="text-blue-800 underline">
            {countText("en", records.length, {
              one: "Print the label of this record",
              other: "Print the labels of these {count} records",
            })}
          </a>
        )}
      </div>
      {records === null ? (
        !error && <p>Loading…</p>
      ) : records.length === 0 ? (
        <p className="text-slate-700">{search ? `No certificate matches “${search}”.` : "No certificates yet."}</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {records.map((record) => (
            <CertificateRow
              key={record.number}
              record={record}
              kindNames={names?.kinds}
              onChanged={() => void load()}
            />
          ))}
        </ul>
      )}
      <CursorPager
        label="Pages of records"
        className="flex gap-3"
        cursors={cursors}
        after={after}
        next={next}
        onCursors={setCursors}
      />
    </section>
  )
}
