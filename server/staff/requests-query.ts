import { fileCount } from "../attachments/attachment-store"
import type { CsvRow } from "../csv/requests-csv"
import type { Kysely, SelectQueryBuilder } from "kysely"
import { inboxSearch } from "../storage/inbox-search"
import type { InboxPosition } from "./inbox-cursor"
import type { Database, StoredRequest, RequestStatus, RequestKind } from "../storage/schema"
import { addDays, cairoDayStart } from "../../src/lib/cairo-time"
import { workingMsLeft, type CairoDate } from "../../src/lib/due-time"

export type RequestFilter = {
  status?: RequestStatus
  service?: string
  industry?: string
  // A staff member's id, or "none" for unassigned requests.
  assignee?: string
  spam?: boolean
  from?: string
  to?: string
  q?: string
  kind?: RequestKind
  // Unanswered and past the 24-hour promise's due time.
  overdue?: boolean
}

// What the filter and the time left are counted against: the clock's now and the holidays of data/.
export type PromiseClock = { now: Date; holidays: ReadonlySet<CairoDate> }

export const PAGE_SIZE = 50

async function applyFilter<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, "requests", O>,
  filter: RequestFilter,
  now: Date,
) {
  let q = query.where("requests.spam", "=", filter.spam ? 1 : 0)
  if (filter.overdue)
    q = q.where("requests.first_reply_at", "is", null).where("requests.due_at", "<=", now.toISOString())
  if (filter.status) q = q.where("requests.status", "=", filter.status)
  if (filter.kind) q = q.where("requests.kind", "=", filter.kind)
  if (filter.service) q = q.where("requests.service", "=", filter.service)
  if (filter.industry) q = q.where("requests.industry", "=", filter.industry)
  if (filter.assignee === "none") q = q.where("requests.assignee_id", "is", null)
  else if (filter.assignee) q = q.where("requests.assignee_id", "=", filter.assignee)
  if (filter.from) q = q.where("requests.created_at", ">=", cairoDayStart(filter.from).toISOString())
  if (filter.to) q = q.where("requests.created_at", "<", cairoDayStart(addDays(filter.to, 1)!).toISOString())
  const text = filter.q?.trim()
  if (text) q = q.where(await inboxSearch(db, text))
  return q
}

export type RequestRow = Pick<
  StoredRequest,
  | "reference"
  | "created_at"
  | "first_name"
  | "last_name"
  | "company"
  | "service"
  | "industry"
  | "locale"
  | "status"
  | "assignee_id"
  | "mail_status"
  | "ack_limited"
  | "spam"
  | "spam_reason"
  | "fill_ms"
  | "erased_at"
  | "kind"
  | "due_at"
  | "first_reply_at"
> & {
  assignee_name: string | null
  // Working time left until the due time (negative: overdue by); null once answered or with no due time.
  left_ms: number | null
}

// One page of the inbox: the unanswered by due time, earliest first, then the answered newest first (the spam
// view newest first, which inbox_sort leaves as it is): the order of the index requests_inbox_order
// (server/storage/inbox-order-migration.ts), walked from `after`, the position the page before ended at. `size`
// is for tests that cross many page boundaries.
export async function listRequests(
  db: Kysely<Database>,
  filter: RequestFilter,
  { now, holidays }: PromiseClock,
  { after, size = PAGE_SIZE }: { after?: InboxPosition; size?: number } = {},
) {
  const query = await applyFilter(
    db,
    db
      .selectFrom("requests")
      .leftJoin("user", "user.id", "requests.assignee_id")
      .select([
        "requests.id",
        "requests.inbox_sort",
        "requests.reference",
        "requests.created_at",
        "requests.first_name",
        "requests.last_name",
        "requests.company",
        "requests.service",
        "requests.industry",
        "requests.locale",
        "requests.status",
        "requests.assignee_id",
        "requests.mail_status",
        "requests.ack_limited",
        "requests.spam",
        "requests.spam_reason",
        "requests.fill_ms",
        "requests.erased_at",
        "requests.kind",
        "requests.due_at",
        "requests.first_reply_at",
        "user.name as assignee_name",
      ]),
    filter,
    now,
  )
  // One row more than a page tells whether another page follows.
  const newestFirst = (q: typeof query, limit: number) =>
    q.orderBy("requests.created_at", "desc").orderBy("requests.id", "desc").limit(limit).execute()
  const inOrder = (q: typeof query, limit: number) => newestFirst(q.orderBy("requests.inbox_sort"), limit)
  // After a position: first the rest of its inbox_sort (its ties, newest first), then the sorts after it. Two
  // ranges of the index, each walked in its order; as one OR the databases would read every tie before the
  // position again.
  let rows = after
    ? await newestFirst(
        query
          .where("requests.inbox_sort", "=", after.sort)
          .where((eb) => eb(eb.refTuple("requests.created_at", "requests.id"), "<", eb.tuple(after.created, after.id))),
        size + 1,
      )
    : await inOrder(query, size + 1)
  if (after && rows.length <= size) {
    rows = rows.concat(await inOrder(query.where("requests.inbox_sort", ">", after.sort), size + 1 - rows.length))
  }
  const page = rows.slice(0, size)
  const last = page.at(-1)
  // The id and inbox_sort stay server-side: the route's response schema (inboxPage) leaves them out.
  const items: RequestRow[] = page.map((row) => ({ ...row, left_ms: promiseLeftMs(row, now, holidays) }))
  const next: InboxPosition | null =
    rows.length > size && last ? { sort: last.inbox_sort, created: last.created_at, id: last.id } : null
  return { items, next }
}

// The working time left before a request's reply is due (negative: overdue by), or null once answered or when it
// has no due time: what the inbox and the request's own page both show (src/components/staff/promise-cell.tsx).
export function promiseLeftMs(
  row: { due_at: string | null; first_reply_at: string | null },
  now: Date,
  holidays: ReadonlySet<CairoDate>,
): number | null {
  return row.first_reply_at || !row.due_at ? null : workingMsLeft(new Date(row.due_at), now, holidays)
}

// Every request the filter matches, for the CSV export (the same columns as `npm run requests -- --csv`).
export async function requestsForExport(db: Kysely<Database>, filter: RequestFilter, now: Date): Promise<CsvRow[]> {
  const query = await applyFilter(db, db.selectFrom("requests").selectAll("requests").select(fileCount), filter, now)
  return query.orderBy("requests.id").execute()
}
