import { fileCount } from "../attachments/attachment-store"
import type { CsvRow } from "../cli/csv"
import { sql, type Kysely, type SelectQueryBuilder } from "kysely"
import { inboxSearch } from "../storage/inbox-search"
import type { Database, StoredRequest, RequestStatus, RequestKind } from "../storage/schema"
import { cairoDayStart, nextDay } from "../../src/lib/cairo-time"
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
  if (filter.to) q = q.where("requests.created_at", "<", cairoDayStart(nextDay(filter.to)).toISOString())
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
// view newest first); one row more than a page tells whether another page follows.
export async function listRequests(
  db: Kysely<Database>,
  filter: RequestFilter,
  { now, holidays }: PromiseClock,
  page = 1,
) {
  const query = await applyFilter(
    db,
    db
      .selectFrom("requests")
      .leftJoin("user", "user.id", "requests.assignee_id")
      .select([
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
        "requests.erased_at",
        "requests.kind",
        "requests.due_at",
        "requests.first_reply_at",
        "user.name as assignee_name",
      ]),
    filter,
    now,
  )
  const byDue = filter.spam
    ? query
    : query
        .orderBy(sql`case when requests.first_reply_at is null and requests.due_at is not null then 0 else 1 end`)
        .orderBy(sql`case when requests.first_reply_at is null then requests.due_at end`)
  const rows = await byDue
    .orderBy("requests.created_at", "desc")
    .orderBy("requests.id", "desc")
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute()
  const items: RequestRow[] = rows.slice(0, PAGE_SIZE).map((row) => ({
    ...row,
    left_ms: promiseLeftMs(row, now, holidays),
  }))
  return { items, page, hasMore: rows.length > PAGE_SIZE }
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
