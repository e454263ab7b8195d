import * as React from "react"
import { readReply } from "../../lib/read-reply"
import { PRIMARY_BUTTON } from "../ui/app-styles"
import { requestDetail } from "../../lib/staff-replies"
import { cairoTime } from "../../lib/cairo-time"
import { RequestWork } from "./request-work"
import { RequestFiles } from "./request-files"
import { RequestItems } from "./request-items"
import type { Detail, DetailField } from "./request-detail"
import { isComplaintKind, isRequestKind, REQUEST_KIND_LABELS } from "../../lib/request-kinds"
import { formatDueTime } from "../../lib/due-time-words"
import { PromiseCell } from "./promise-cell"
import { staffRequestApi } from "../../lib/staff-paths"
import { MAIL_KIND_NAMES, nameOf, spamReasonText, type CodeNames } from "../../lib/code-names"
import { useCodeNames } from "./use-code-names"

// A field's value as the page shows it: a code by its name, nothing as a dash.
const shown = (value: string | number | null, names: Readonly<Record<string, string>> | undefined) =>
  value === null ? "—" : typeof value === "string" ? nameOf(names, value) : value

const FIELDS: [DetailField, string][] = [
  ["first_name", "First name"],
  ["last_name", "Last name"],
  ["email", "Email"],
  ["company", "Company"],
  ["phone", "Phone"],
  ["industry", "Industry"],
  ["service", "Service"],
  ["locale", "Language"],
  ["page", "Sent from page"],
  ["message", "Message"],
  ["site_kind", "Site"],
  ["site", "City, site, field or vessel"],
  ["needed_by", "Needed by"],
]

// A complaint or appeal: the whole name in one field, the job or report it concerns, no industry or service.
const COMPLAINT_FIELDS: [DetailField, string][] = [
  ["first_name", "Name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["company", "Company"],
  ["job_reference", "Job or report reference"],
  ["locale", "Language"],
  ["page", "Sent from page"],
  ["message", "Details"],
]

// What the visitor wrote in their own language; the rest (lists, e-mail, page) reads left to right.
const TYPED_FIELDS = new Set<DetailField>(["first_name", "last_name", "company", "message", "site"])
const kindOf = (detail: Detail) => (isRequestKind(detail.kind) ? detail.kind : "quote")
// The fields that hold a code, and the list of names (src/lib/code-names.ts) that says it as the form did.
const NAMED_FIELDS: Partial<Record<DetailField, keyof CodeNames>> = {
  industry: "industries",
  service: "services",
  locale: "languages",
  site_kind: "sites",
}

// One request: every field (an Arabic request right to left), its mails, a Reply link, the work on it and its history.
export function RequestPage({ reference }: { reference: string }) {
  const [detail, setDetail] = React.useState<Detail | null>(null)
  const [missing, setMissing] = React.useState(false)
  const names = useCodeNames()
  const load = React.useCallback(
    () => readReply(requestDetail, staffRequestApi.to({ reference })).then(setDetail, () => setMissing(true)),
    [reference],
  )
  React.useEffect(() => void load(), [load])
  if (missing) return <p>No request has the reference {reference}.</p>
  if (!detail) return <p>Loading…</p>
  const direction = detail.locale === "ar" ? "rtl" : "ltr"
  return (
    <article className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {REQUEST_KIND_LABELS[kindOf(detail)]} {detail.reference}
      </h1>
      <p className="text-sm text-slate-700">Received {cairoTime(String(detail.created_at))} (Cairo)</p>
      {detail.spam ? (
        <p className="text-sm text-slate-800" data-testid="spam-reason">
          In Spam: {spamReasonText(detail.spam_reason, detail.fill_ms)}.
        </p>
      ) : null}
      {detail.due_at ? (
        <p className="text-sm text-slate-700" data-testid="reply-promise">
          {/* The 24-hour reply promise (src/lib/due-time.ts): Saturdays and public holidays do not count. */}
          Reply due by {formatDueTime(new Date(String(detail.due_at)), "en-GB")} (Cairo).{" "}
          {detail.first_reply_at
            ? `First reply recorded ${cairoTime(String(detail.first_reply_at))}.`
            : "No reply recorded yet."}{" "}
          {/* Time left or overdue by, in the inbox's words (working time, Saturdays and holidays not counted). */}
          {detail.left_ms === null ? null : <PromiseCell leftMs={detail.left_ms} />}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-[12rem_1fr]">
        {(isComplaintKind(kindOf(detail)) ? COMPLAINT_FIELDS : FIELDS).map(([key, label]) => (
          <React.Fragment key={key}>
            <dt className="font-semibold">{label}</dt>
            <dd dir={TYPED_FIELDS.has(key) ? direction : "ltr"} className="whitespace-pre-wrap">
              {shown(detail[key], NAMED_FIELDS[key] && names?.[NAMED_FIELDS[key]])}
            </dd>
          </React.Fragment>
        ))}
      </dl>
      <a
        className={`${PRIMARY_BUTTON} inline-block`}
        href={`mailto:${String(detail.email)}?subject=${encodeURIComponent(`Your ${REQUEST_KIND_LABELS[kindOf(detail)].toLowerCase()} ${detail.reference}`)}`}
      >
        Reply
      </a>
      <RequestFiles files={detail.attachments} />
      <section>
        <h2 className="text-lg font-semibold">Mails</h2>
        <ul className="text-sm">
          {detail.mails.map((mail) => (
            <li key={mail.kind}>
              {nameOf(MAIL_KIND_NAMES, mail.kind)}:{" "}
              {mail.status === "sent"
                ? `sent ${cairoTime(mail.sent_at!)}`
                : `not sent yet, ${mail.attempts} ${mail.attempts === 1 ? "attempt" : "attempts"}${mail.last_error ? `, last error: ${mail.last_error}` : ""}`}
            </li>
          ))}
        </ul>
      </section>
      {detail.kind === "reexamination" && <RequestItems detail={detail} onChanged={load} />}
      <RequestWork detail={detail} onChanged={load} />
      <section>
        <h2 className="text-lg font-semibold">Notes</h2>
        <ul className="space-y-2 text-sm">
          {detail.notes.map((note) => (
            <li key={note.at + note.text}>
              <span className="font-semibold">{note.author_name}</span>, {cairoTime(note.at)}
              {note.reply_sent ? " (reply sent)" : ""}: {note.text}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="text-lg font-semibold">History</h2>
        <ul className="text-sm" data-testid="history">
          {detail.history.map((entry) => (
            <li key={entry.at + entry.action}>
              {cairoTime(entry.at)} — {entry.actor_name}: {entry.action}
              {entry.detail ? ` (${entry.detail})` : ""}
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
