import * as React from "react"
import { isRecordKind } from "../../lib/certificate-kinds"
import { REGISTER_HISTORY_PATH, REGISTER_REPORT_PATH } from "../../lib/client-paths"
import { fill, formatDate } from "../../lib/format"
import { readReply } from "../../lib/read-reply"
import { historyReply } from "../../lib/register-replies"
import type { Locale } from "../../lib/locales"
import type {
  ClientTexts,
  HistoryCertificate,
  KindNames,
  RegisterCertificate,
  RegisterItem as Item,
} from "./client-types"
import type { SiteFacts } from "./site-facts"
import { StandingNotice } from "./standing-notice"
import { StatusBadge } from "./status-badge"

type Texts = {
  texts: ClientTexts["register"]
  statuses: ClientTexts["statuses"]
  kinds: KindNames
  locale: Locale
  site: SiteFacts
  brand: string
}

// Withdrawn or suspended: not to be used, so no "next due" that reads as still in force.
const stopped = (certificate: RegisterCertificate) =>
  certificate.status === "withdrawn" || certificate.status === "suspended"

// A number, serial or code reads left to right in the Arabic edition too.
const Code = ({ children }: { children: React.ReactNode }) => (
  <span dir="ltr" className="font-mono">
    {children}
  </span>
)

// A certificate's status in words: a report or test record "Issued on <its day>", as the public check says it.
function Status({ certificate, texts, statuses, locale }: Texts & { certificate: RegisterCertificate }) {
  const label =
    certificate.status === "issued"
      ? fill(texts.issuedOn, { date: formatDate(certificate.inspectedOn, locale) })
      : statuses[certificate.status]
  return <StatusBadge status={certificate.status} label={label} />
}

function Facts({ certificate, texts, kinds, locale }: Texts & { certificate: RegisterCertificate }) {
  const facts: [string, React.ReactNode][] = [
    [texts.serial, certificate.serial ? <Code>{certificate.serial}</Code> : "—"],
    [texts.certificate, <Code key="number">{certificate.number}</Code>],
    [texts.kind, kinds[certificate.kind] ?? certificate.kind],
    [texts.site, certificate.site],
    [texts.inspectedOn, formatDate(certificate.inspectedOn, locale)],
  ]
  // A report or test record has no validity, so no next due date: the public check leaves the row out too.
  if (!isRecordKind(certificate.kind) && !stopped(certificate)) {
    facts.push([texts.validUntil, certificate.validUntil ? formatDate(certificate.validUntil, locale) : texts.noExpiry])
  }
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

// A certificate's signed report, downloaded as a file (the server names it and logs the download), with its
// SHA-256 to compare with the file saved.
function ReportLink({
  texts,
  number,
  report,
}: Texts & { number: string; report: NonNullable<HistoryCertificate["report"]> }) {
  return (
    <p className="mt-2 text-sm">
      <a
        href={`${REGISTER_REPORT_PATH}?${new URLSearchParams({ number })}`}
        download
        className="font-medium text-blue-800 underline"
      >
        {texts.report}
        <span className="sr-only"> {fill(texts.reportFor, { number })}</span>
      </a>
      <span className="mt-1 block text-xs text-slate-600">
        {texts.checksum}:{" "}
        <span dir="ltr" className="break-all font-mono">
          {report.sha256}
        </span>
      </span>
    </p>
  )
}

// One item of the register: its latest certificate, and on demand every certificate for it, newest first.
export function RegisterItem(props: Texts & { item: Item }) {
  const { item, texts } = props
  const [history, setHistory] = React.useState<HistoryCertificate[] | "loading" | "failed" | null>(null)
  const panel = `history-${item.number}`

  async function toggle() {
    if (history) return setHistory(null)
    setHistory("loading")
    try {
      const query = new URLSearchParams({ number: item.number })
      const answer = await readReply(historyReply, `${REGISTER_HISTORY_PATH}?${query}`)
      setHistory(answer.certificates)
    } catch {
      setHistory("failed")
    }
  }

  return (
    <li className={`rounded-lg border bg-white p-4 ${stopped(item) ? "border-red-700" : "border-slate-200"}`}>
      <StandingNotice {...props} certificate={item} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{item.item}</h2>
        <Status {...props} certificate={item} />
      </div>
      {/* A staff-typed rating ("5 t") keeps its own direction on an Arabic page, not "t 5". */}
      {item.rating && (
        <p className="text-sm text-slate-700" dir="auto">
          {item.rating}
        </p>
      )}
      <Facts {...props} certificate={item} />
      <button
        type="button"
        aria-expanded={Boolean(history)}
        aria-controls={panel}
        onClick={() => void toggle()}
        className="mt-3 text-sm font-medium text-blue-800 underline"
      >
        {texts.history} ({texts.examinations}: {item.examinations})
      </button>
      {history && (
        <div id={panel} className="mt-3 border-t border-slate-200 pt-3">
          <h3 className="text-sm font-semibold text-slate-800">{texts.historyHeading}</h3>
          {history === "loading" ? (
            <p className="text-sm">…</p>
          ) : history === "failed" ? (
            <p role="alert" className="text-sm text-red-700">
              {texts.failed}
            </p>
          ) : (
            <ol className="mt-2 space-y-3">
              {history.map((certificate) => (
                <li key={certificate.number} className="rounded bg-slate-50 p-3">
                  <StandingNotice {...props} certificate={certificate} />
                  <Status {...props} certificate={certificate} />
                  <Facts {...props} certificate={certificate} />
                  {certificate.report && (
                    <ReportLink {...props} number={certificate.number} report={certificate.report} />
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </li>
  )
}
