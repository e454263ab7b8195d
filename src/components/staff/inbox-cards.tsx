import * as React from "react"
import { Link } from "gatsby"
import { staffRequestPath } from "../../lib/staff-paths"
import type { InboxPage } from "../../lib/staff-replies"
import { nameOf, REQUEST_STATUS_NAMES, spamReasonText, type CodeNames } from "../../lib/code-names"
import { REQUEST_KIND_LABELS } from "../../lib/request-kinds"
import { cairoTime } from "../../lib/cairo-time"
import { APP_LINK } from "../ui/app-styles"
import { PromiseCell } from "./promise-cell"

type Props = { items: InboxPage["items"]; spam: boolean; names: CodeNames | null; className: string }

// The inbox on a phone (issue 64, P14): each request a card that begins with who wrote, from which company, and
// when the reply is due, where the table's twelve columns left Name and Company off-screen with no cue.
export function InboxCards({ items, spam, names, className }: Props) {
  return (
    <ol aria-label="Requests" className={`space-y-2 ${className}`}>
      {items.map((row) => (
        <li key={row.reference} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-slate-900" dir="auto">{`${row.first_name} ${row.last_name}`}</span>
            <Link to={staffRequestPath(row.reference)} className={APP_LINK}>
              {row.reference}
            </Link>
          </div>
          <p className="text-slate-700" dir="auto">
            {row.company ?? "—"}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600">{spam ? "Why caught" : "Reply due"}</dt>
            <dd>{spam ? spamReasonText(row.spam_reason, row.fill_ms) : <PromiseCell leftMs={row.left_ms} />}</dd>
            <dt className="text-slate-600">Kind</dt>
            <dd>{REQUEST_KIND_LABELS[row.kind] ?? row.kind}</dd>
            <dt className="text-slate-600">Service</dt>
            <dd>{nameOf(names?.services, row.service)}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd>{nameOf(REQUEST_STATUS_NAMES, row.status)}</dd>
            <dt className="text-slate-600">Received</dt>
            <dd>{cairoTime(row.created_at)} (Cairo)</dd>
          </dl>
        </li>
      ))}
    </ol>
  )
}
