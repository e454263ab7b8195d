import * as React from "react"
import { CursorPager } from "./cursor-pager"
import { StaffTable } from "./staff-table"
import { Link, navigate } from "gatsby"
import { staffRequestPath, STAFF_REQUESTS_API, STAFF_REQUESTS_CSV } from "../../lib/staff-paths"
import { readReply } from "../../lib/read-reply"
import { APP_LINK, QUIET_BUTTON } from "../ui/app-styles"
import { inboxPage, type InboxPage } from "../../lib/staff-replies"
import { cairoTime } from "../../lib/cairo-time"
import { InboxFilters } from "./inbox-filters"
import { REQUEST_KIND_LABELS } from "../../lib/request-kinds"
import { PromiseCell } from "./promise-cell"
import { MAIL_STATUS_NAMES, nameOf, REQUEST_STATUS_NAMES, spamReasonText } from "../../lib/code-names"
import { useCodeNames } from "./use-code-names"
import { useLocation } from "@gatsbyjs/reach-router"
import { InboxCards } from "./inbox-cards"
import { KEEP_SCROLL } from "../../lib/keep-scroll"

// What an empty page means: nothing matches what staff searched or filtered for, or there is nothing yet.
function emptyText(filter: Record<string, string>, spam: boolean) {
  if (filter.q) return `No request matches “${filter.q}”.`
  if (Object.keys(filter).length > 0) return "No request matches these filters."
  return spam ? "Nothing is in Spam." : "No requests yet."
}

// The search and filters an address carries (the inbox's own query: ?q=…&status=…), without the Spam view's flag.
function filterIn(search: string): Record<string, string> {
  const filter = Object.fromEntries(new URLSearchParams(search))
  delete filter.spam
  delete filter.after
  return filter
}

const searchOf = (filter: Record<string, string>) => new URLSearchParams(filter).toString()

// The list of requests, what is due first at the top, filtered and paged by the server. `spam` shows the Spam view.
export function Inbox({ spam }: { spam: boolean }) {
  // Kept in the address (issue 64, P14), so a reload or a shared link opens the same search: read from it, and
  // written back to it as staff type (replacing the entry: each letter is not a step back).
  const location = useLocation()
  const [filter, setFilter] = React.useState<Record<string, string>>(() => filterIn(location.search))
  // The cursors of the pages opened so far (the first page has none): the server pages after a cursor, so
  // "Previous page" goes back to the one before.
  const [cursors, setCursors] = React.useState<string[]>([])
  // A page of requests as the inbox lists them (src/lib/staff-replies.ts).
  const [data, setData] = React.useState<InboxPage | null>(null)
  const names = useCodeNames()
  const filterQuery = new URLSearchParams({ ...filter, ...(spam ? { spam: "true" } : {}) }).toString()
  const after = cursors.at(-1)
  const query = after ? `${filterQuery}&${new URLSearchParams({ after })}` : filterQuery

  // The addresses written, oldest first, until the router reports each: an address the inbox did not write is a
  // move from outside (the menu's Inbox, back and forward), which the fields and the list then follow.
  const written = React.useRef<string[]>([])
  React.useEffect(() => {
    const search = searchOf(filter)
    if (search === searchOf(filterIn(location.search))) return
    written.current.push(search)
    void navigate(`${location.pathname}${search ? `?${search}` : ""}`, { replace: true, state: KEEP_SCROLL })
    // Only a change of the filter writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter])
  React.useEffect(() => {
    const search = searchOf(filterIn(location.search))
    const mine = written.current.indexOf(search)
    if (mine >= 0) {
      written.current = written.current.slice(mine + 1)
      return
    }
    if (search !== searchOf(filter)) {
      setCursors([])
      setFilter(filterIn(location.search))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search])

  React.useEffect(() => {
    readReply(inboxPage, `${STAFF_REQUESTS_API}?${query}`).then(setData, () => setData(null))
  }, [query])

  const set = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setCursors([])
    const value = event.target.value
    setFilter((current) => {
      const next = { ...current }
      if (value) next[name] = value
      else delete next[name]
      return next
    })
  }
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{spam ? "Spam" : "Inbox"}</h1>
      <InboxFilters current={filter} onChange={set} />
      <a href={`${STAFF_REQUESTS_CSV}?${filterQuery}`} className={`${QUIET_BUTTON} mb-4 inline-block`}>
        Export CSV
      </a>
      <InboxCards items={data?.items ?? []} spam={spam} names={names} className="sm:hidden" />
      <StaffTable
        className="hidden sm:block"
        label="Requests"
        headings={[
          "Reference",
          // A request in Spam is owed no reply: the page says why it was caught instead.
          spam ? "Why caught" : "Reply due",
          "Kind",
          "Received (Cairo)",
          "Name",
          "Company",
          "Service",
          "Industry",
          "Language",
          "Status",
          "Assignee",
          "Mail",
        ]}
      >
        {data?.items.map((row) => (
          <tr key={row.reference} className="border-b border-slate-200">
            <td className="p-2">
              <Link to={staffRequestPath(row.reference)} className={APP_LINK}>
                {row.reference}
              </Link>
            </td>
            <td className="p-2">
              {spam ? spamReasonText(row.spam_reason, row.fill_ms) : <PromiseCell leftMs={row.left_ms} />}
            </td>
            <td className="p-2">{REQUEST_KIND_LABELS[row.kind] ?? row.kind}</td>
            <td className="p-2">{cairoTime(row.created_at)}</td>
            <td className="p-2" dir="auto">{`${row.first_name} ${row.last_name}`}</td>
            <td className="p-2" dir="auto">
              {row.company ?? "—"}
            </td>
            <td className="p-2">{nameOf(names?.services, row.service)}</td>
            <td className="p-2">{nameOf(names?.industries, row.industry)}</td>
            <td className="p-2">{nameOf(names?.languages, row.locale)}</td>
            <td className="p-2">{nameOf(REQUEST_STATUS_NAMES, row.status)}</td>
            <td className="p-2">{row.assignee_name ?? "—"}</td>
            <td className="p-2">
              {nameOf(MAIL_STATUS_NAMES, row.mail_status)}
              {row.ack_limited ? " (no acknowledgement: daily limit)" : ""}
            </td>
          </tr>
        ))}
      </StaffTable>
      {data?.items.length === 0 && <p className="mt-4 text-slate-700">{emptyText(filter, spam)}</p>}
      <CursorPager
        className="mt-4 flex gap-3"
        cursors={cursors}
        after={after}
        next={data?.next}
        onCursors={setCursors}
      />
    </section>
  )
}
