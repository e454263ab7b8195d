import * as React from "react"
import { isRecordKind } from "../../lib/certificate-kinds"
import { REGISTER_HISTORY_PATH, REGISTER_REPORT_PATH } from "../../lib/client-paths"
import { fill, formatDate } from "../../lib/format"
import { verifyLink } from "../../lib/verify-link"
import { BidiText } from "../ui/bidi-text"
import { FilledText } from "../ui/filled-text"
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
import { BookedBadge } from "./booked-badge"
import { DangerNotice } from "./danger-notice"
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

// A certificate of the history that a newer one replaced (issue 64, P4): neither expired nor in force, it only
// stands in the record. A withdrawn or suspended one keeps saying so, and a report or test record, which has no
// validity to be replaced, keeps its "Issued on".
const supersededOf = (certificate: RegisterCertificate & { supersededBy?: string | null }) =>
  certificate.supersededBy && !stopped(certificate) && !isRecordKind(certificate.kind) ? certificate.supersededBy : null

// The amendment that replaced it, unless staff withdrew or suspended it, which says more.
const amendedOf = (certificate: RegisterCertificate) =>
  certificate.amendedBy && !stopped(certificate) ? certificate.amendedBy : null

// A certificate's status in words: a report or test record "Issued on <its day>", as the public check says it.
function Status({
  certificate,
  texts,
  statuses,
  locale,
}: Texts & { certificate: RegisterCertificate & { supersededBy?: string | null } }) {
  const successor = supersededOf(certificate)
  const amended = amendedOf(certificate)
  // Replaced by an amendment (issue 62), a report too: "Superseded by N on <date>", as the public check says.
  if (amended)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-amended-by={amended.number}>
        <StatusBadge status="superseded" label={texts.superseded} />
        <span>
          <FilledText
            template={texts.supersededOn}
            values={{ number: <Code>{amended.number}</Code>, date: formatDate(amended.on, locale) }}
          />
        </span>
      </p>
    )
  if (successor)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusBadge status="superseded" label={texts.superseded} />
        <span>
          <FilledText template={texts.supersededBy} values={{ number: <Code>{successor}</Code> }} />
        </span>
      </p>
    )
  const label =
    certificate.status === "issued"
      ? fill(texts.issuedOn, { date: formatDate(certificate.inspectedOn, locale) })
      : statuses[certificate.status]
  return <StatusBadge status={certificate.status} label={label} />
}

// `label`: what the number is, "Latest certificate" on the card, "Certificate" or "Report" in the history.
function Facts({
  certificate,
  texts,
  kinds,
  locale,
  label,
}: Texts & { certificate: RegisterCertificate & { supersededBy?: string | null }; label: string }) {
  const facts: [string, React.ReactNode][] = [
    [texts.serial, certificate.serial ? <Code>{certificate.serial}</Code> : "—"],
    [label, <Code key="number">{certificate.number}</Code>],
    [texts.kind, kinds[certificate.kind] ?? certificate.kind],
    [texts.site, <BidiText key="site" text={certificate.site} />],
    [texts.inspectedOn, formatDate(certificate.inspectedOn, locale)],
  ]
  // A report or test record has no validity, so no next due date: the public check leaves the row out too.
  // A replaced certificate has no next examination of its own: the item's is its successor's.
  if (
    !isRecordKind(certificate.kind) &&
    !stopped(certificate) &&
    !supersededOf(certificate) &&
    !amendedOf(certificate)
  ) {
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

// A certificate's signed report, downloaded as a file (the server names it and logs the download); in the history
// with its SHA-256 to compare with the file saved, on the card without it (issue 64, P9).
function ReportLink({
  texts,
  number,
  report,
}: Pick<Texts, "texts"> & { number: string; report?: NonNullable<HistoryCertificate["report"]> }) {
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
      {report && (
        <span className="mt-1 block text-xs text-slate-600">
          {texts.checksum}:{" "}
          <span dir="ltr" className="break-all font-mono">
            {report.sha256}
          </span>
        </span>
      )}
    </p>
  )
}

// The public check's address of the certificate, as its label's QR code opens it (without the signed part): what
// a member sends a port authority or a main contractor (issue 64, P9). Where the browser refuses the clipboard, the
// address is shown to copy by hand.
function CopyVerifyLink({ texts, number, code }: Pick<Texts, "texts"> & { number: string; code: string }) {
  const [copied, setCopied] = React.useState<"no" | "yes" | { failed: string }>("no")
  async function copy() {
    // The site's own origin, read when pressed: the page is built without one.
    const address = verifyLink(window.location.origin, number, code)
    try {
      await navigator.clipboard.writeText(address)
      setCopied("yes")
    } catch {
      setCopied({ failed: address })
    }
  }
  return (
    <div className="mt-2 text-sm">
      <button type="button" onClick={() => void copy()} className="font-medium text-blue-800 underline">
        {texts.copyLink}
      </button>
      <p role="status" className="text-xs text-slate-700">
        {copied === "yes" && texts.copied}
        {typeof copied === "object" && (
          <>
            {texts.copyFailed}{" "}
            <span dir="ltr" className="break-all font-mono">
              {copied.failed}
            </span>
          </>
        )}
      </p>
    </div>
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
    <li
      className={`rounded-lg border bg-white p-4 ${item.danger || stopped(item) ? "border-red-700" : "border-slate-200"}`}
    >
      <DangerNotice danger={item.danger} texts={texts} locale={props.locale} />
      <StandingNotice {...props} certificate={item} />
      <h2 className="text-base font-semibold text-slate-900">
        <BidiText text={item.item} />
      </h2>
      {/* The status, and the booking that stands for the item, on a line of their own under its name: a long status
          sat under the name and a short one beside it (the review's "badges jump"). */}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Status {...props} certificate={item} />
        <BookedBadge booked={item.booked} template={texts.booked} locale={props.locale} />
      </div>
      {/* A staff-typed rating ("5 t") keeps its own direction on an Arabic page, not "t 5". */}
      {item.rating && (
        <p className="text-sm text-slate-700" dir="auto">
          <BidiText text={item.rating} />
        </p>
      )}
      <Facts {...props} certificate={item} label={isRecordKind(item.kind) ? texts.latestReport : texts.certificate} />
      <div className="flex flex-wrap gap-x-6">
        {item.hasReport && <ReportLink texts={texts} number={item.number} />}
        <CopyVerifyLink texts={texts} number={item.number} code={item.code} />
      </div>
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
          <h3 id={`${panel}-heading`} className="text-sm font-semibold text-slate-800">
            {texts.historyHeading}
          </h3>
          {history === "loading" ? (
            <p className="text-sm">…</p>
          ) : history === "failed" ? (
            <p role="alert" className="text-sm text-red-700">
              {texts.failed}
            </p>
          ) : (
            <ol aria-labelledby={`${panel}-heading`} className="mt-2 space-y-3">
              {history.map((certificate) => (
                <li key={certificate.number} className="rounded bg-slate-50 p-3">
                  <StandingNotice {...props} certificate={certificate} />
                  <Status {...props} certificate={certificate} />
                  <Facts
                    {...props}
                    certificate={certificate}
                    label={isRecordKind(certificate.kind) ? texts.reportNumber : texts.certificateNumber}
                  />
                  {certificate.report && (
                    <ReportLink texts={texts} number={certificate.number} report={certificate.report} />
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
