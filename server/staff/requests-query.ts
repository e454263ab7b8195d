import { fileCount } from "../attachments/attachment-store"
import type { CsvRow } from "../cli/csv"
import type { Kysely, SelectQueryBuilder } from "kysely"
import { inboxSearch } from "../storage/inbox-search"
import type { Database, StoredRequest, RequestStatus, RequestKind } from "../storage/schema"
import { cairoDayStart, nextDay } from "../../src/lib/cairo-time"

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
}

export const PAGE_SIZE = 50

async function applyFilter<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, "requests", O>,
  filter: RequestFilter,
) {
  let q = query.where("requests.spam", "=", filter.spam ? 1 : 0)
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
> & { assignee_name: string | null }

// One page of the inbox, newest first; one row more than a page tells whether another page follows.
export async function listRequests(db: Kysely<Database>, filter: RequestFilter, page = 1) {
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
        "user.name as assignee_name",
      ]),
    filter,
  )
  const rows = await query
    .orderBy("requests.created_at", "desc")
    .orderBy("requests.id", "desc")
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute()
  return { items: rows.slice(0, PAGE_SIZE) as RequestRow[], page, hasMore: rows.length > PAGE_SIZE }
}

// Every request the filter matches, for the CSV export (the same columns as `npm run requests -- --csv`).
export async function requestsForExport(db: Kysely<Database>, filter: RequestFilter): Promise<CsvRow[]> {
  const query = await applyFilter(db, db.selectFrom("requests").selectAll("requests").select(fileCount), filter)
  return query.orderBy("requests.id").execute()
}
