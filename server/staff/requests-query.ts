import { fileCount } from "../attachments/attachment-store"
import type { CsvRow } from "../cli/csv"
import type { Kysely, SelectQueryBuilder } from "kysely"
import { inboxSearch } from "../storage/inbox-search"
import type { Database, Quote, QuoteStatus, RequestKind } from "../storage/schema"
import { cairoDayStart, nextDay } from "../../src/lib/cairo-time"

export type RequestFilter = {
  status?: QuoteStatus
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
  query: SelectQueryBuilder<Database, "quotes", O>,
  filter: RequestFilter,
) {
  let q = query.where("quotes.spam", "=", filter.spam ? 1 : 0)
  if (filter.status) q = q.where("quotes.status", "=", filter.status)
  if (filter.kind) q = q.where("quotes.kind", "=", filter.kind)
  if (filter.service) q = q.where("quotes.service", "=", filter.service)
  if (filter.industry) q = q.where("quotes.industry", "=", filter.industry)
  if (filter.assignee === "none") q = q.where("quotes.assignee_id", "is", null)
  else if (filter.assignee) q = q.where("quotes.assignee_id", "=", filter.assignee)
  if (filter.from) q = q.where("quotes.created_at", ">=", cairoDayStart(filter.from).toISOString())
  if (filter.to) q = q.where("quotes.created_at", "<", cairoDayStart(nextDay(filter.to)).toISOString())
  const text = filter.q?.trim()
  if (text) q = q.where(await inboxSearch(db, text))
  return q
}

export type RequestRow = Pick<
  Quote,
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
      .selectFrom("quotes")
      .leftJoin("user", "user.id", "quotes.assignee_id")
      .select([
        "quotes.reference",
        "quotes.created_at",
        "quotes.first_name",
        "quotes.last_name",
        "quotes.company",
        "quotes.service",
        "quotes.industry",
        "quotes.locale",
        "quotes.status",
        "quotes.assignee_id",
        "quotes.mail_status",
        "quotes.ack_limited",
        "quotes.spam",
        "quotes.erased_at",
        "quotes.kind",
        "user.name as assignee_name",
      ]),
    filter,
  )
  const rows = await query
    .orderBy("quotes.created_at", "desc")
    .orderBy("quotes.id", "desc")
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute()
  return { items: rows.slice(0, PAGE_SIZE) as RequestRow[], page, hasMore: rows.length > PAGE_SIZE }
}

// Every request the filter matches, for the CSV export (the same columns as `npm run quotes -- --csv`).
export async function requestsForExport(db: Kysely<Database>, filter: RequestFilter): Promise<CsvRow[]> {
  const query = await applyFilter(db, db.selectFrom("quotes").selectAll("quotes").select(fileCount), filter)
  return query.orderBy("quotes.id").execute()
}
