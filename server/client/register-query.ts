import { sql, type Kysely } from "kysely"
import { isRecordKind, RECORD_KINDS, type CertificateKind } from "../../src/lib/certificate-kinds"
import { addDays } from "../../src/lib/cairo-time"
import { DUE_SOON_DAYS, REGISTER_STATUSES, type DueWindow, type RegisterStatus } from "../../src/lib/register-status"
import { openDangerousDefects } from "../inspect/dangerous-defect"
import { DUE_ORDER_LAST, ITEM_KEY_SQL, NO_DUE } from "../storage/item-key"
import type { Database } from "../storage/schema"

// The client register (issue 50): a company's items, each with its latest certificate. An item is its kind and
// serial; a certificate without a serial is an item of its own. Every query here is bound to one company id, which
// the caller takes from the session (client-member.ts), never from the request.

export const REGISTER_PAGE_SIZE = 50

export type RegisterFilter = {
  site?: string
  kind?: CertificateKind
  status?: RegisterStatus
  due?: DueWindow
  q?: string
}
// `rank` 0 for an item standing dangerous, 1 withdrawn or suspended (these come first, `attentionFirst`), 2 the rest.
export type RegisterCursor = { rank: number; due: string; id: number }

// An item's key and the due order as the register's indexes hold them (server/storage/item-key.ts).
const itemKeyOf = (prefix: string) => sql.raw(ITEM_KEY_SQL(prefix))
const dueOrder = sql<string>`${sql.raw(DUE_ORDER_LAST)}`
// What needs attention first (issue 64): an item standing dangerous (issue 61: its key among the company's open
// notices, read before the page, a handful at most), then a withdrawn or suspended one, lead the register, whatever
// their dates. The keys are given as values: a look-up of the notices for each of a company's rows doubled the
// first page's time on PostgreSQL (bench:register, 8,000 items).
const attentionRankOf = (dangerKeys: readonly string[]) =>
  sql<number>`case ${dangerKeys.length ? sql`when ${itemKeyOf("certificates.")} in (${sql.join(dangerKeys)}) then 0` : sql``}
    when status in ('withdrawn', 'suspended') then 1 else 2 end`

// One row an item: its latest certificate, which the database marks (item_latest), and how many it has had.
const latestOfCompany = (db: Kysely<Database>, companyId: string) =>
  db.selectFrom("certificates").where("company_id", "=", companyId).where("item_latest", "=", 1)

const examinations = sql<number>`(select cast(count(*) as integer) from certificates examined
  where examined.company_id = certificates.company_id and examined.kind = certificates.kind
    and ${itemKeyOf("examined.")} = ${itemKeyOf("certificates.")})`

// registerStatus (src/lib/register-status.ts) in SQL, so the status filter runs in the database.
const statusOf = (today: string) =>
  sql<RegisterStatus>`case when status <> 'valid' then status when kind in (${sql.join(RECORD_KINDS)}) then 'issued'
    when valid_until is null then 'valid'
    when valid_until < ${today} then 'expired' when valid_until <= ${addDays(today, DUE_SOON_DAYS)} then 'due'
    else 'valid' end`

// A report or test record has no validity (verify.ts ignores its valid_until too): the register answers it without
// a due date, so nothing that reads the register (its pages and CSV, the booking, the calendar, the reminders, the
// coming work) counts it as due. Its stored date still orders the rows, as the register's index holds them.
const withoutRecordDue = <Row extends { kind: string; valid_until: string | null }>(row: Row): Row =>
  isRecordKind(row.kind) ? { ...row, valid_until: null } : row

// A LIKE pattern that finds the text anywhere, its own % _ and \ searched as typed (with escape '\\').
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function registerQuery(db: Kysely<Database>, companyId: string, filter: RegisterFilter, today: string) {
  const status = statusOf(today)
  return latestOfCompany(db, companyId)
    .$if(filter.site !== undefined, (query) => query.where("site", "=", filter.site!))
    .$if(filter.kind !== undefined, (query) => query.where("kind", "=", filter.kind!))
    .$if(filter.status !== undefined, (query) => query.where(status, "=", filter.status!))
    .$if(filter.due !== undefined, (query) =>
      // "Due within N days" includes what is already overdue: the most urgent item of the window (issue 64).
      query
        .where(status, "in", ["valid", "due", "expired"])
        .where("valid_until", "<=", addDays(today, filter.due!) ?? today),
    )
    .$if(Boolean(filter.q), (query) => {
      const pattern = likePattern(filter.q!)
      return query.where((eb) =>
        eb.or(
          (["serial", "item", "number"] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      )
    })
}

const COLUMNS = [
  "id",
  "number",
  "code",
  "kind",
  "item",
  "serial",
  "rating",
  "site",
  "inspected_on",
  "valid_until",
  "status_at",
  "status_reason",
  "superseded_by",
  "superseded_on",
] as const

// Soonest due first; the register's own pages and CSV put the withdrawn and suspended items (and the page the
// dangerous ones, `attentionRank`) before the rest (`attentionFirst`), the readers of due dates (reminders, calendar, booking, coming work) keep the due order.
const rowsOf = (
  query: ReturnType<typeof registerQuery>,
  today: string,
  attentionFirst = false,
  attentionRank = attentionRankOf([]),
) =>
  query
    .select(COLUMNS)
    .select(statusOf(today).as("register_status"))
    .select(attentionRank.as("attention_rank"))
    .$if(attentionFirst, (ordered) => ordered.orderBy(attentionRank))
    .orderBy(dueOrder)
    .orderBy("id")

// A page of the register, soonest due first; `after` is the last row of the previous page (keyset paging).
export async function registerPage(
  db: Kysely<Database>,
  companyId: string,
  filter: RegisterFilter,
  today: string,
  after?: RegisterCursor,
) {
  // The company's items standing dangerous: they lead the page, each with its first open notice.
  const danger = await openDangerousDefects(db, companyId)
  const attentionRank = attentionRankOf([...danger.keys()])
  const [rows, counted] = await Promise.all([
    rowsOf(
      registerQuery(db, companyId, filter, today).$if(after !== undefined, (query) =>
        query.where(sql<boolean>`(${attentionRank}, ${dueOrder}, id) > (${after!.rank}, ${after!.due}, ${after!.id})`),
      ),
      today,
      true,
      attentionRank,
    )
      .select(examinations.as("examinations"))
      .select(sql<string>`${itemKeyOf("certificates.")}`.as("item_key"))
      .limit(REGISTER_PAGE_SIZE + 1)
      .execute(),
    registerQuery(db, companyId, filter, today)
      .select(sql<number>`cast(count(*) as integer)`.as("total"))
      .executeTakeFirstOrThrow(),
  ])
  const items = rows.slice(0, REGISTER_PAGE_SIZE)
  const last = items.at(-1)
  const next =
    rows.length > REGISTER_PAGE_SIZE && last
      ? { rank: last.attention_rank, due: last.valid_until ?? NO_DUE, id: last.id }
      : null
  const dangerOf = (key: string) => {
    const open = danger.get(key)
    return open ? { since: open.foundAt, defect: open.defect } : null
  }
  return {
    items: items.map((row) => ({ ...withoutRecordDue(row), danger: dangerOf(row.item_key) })),
    total: counted.total,
    next,
  }
}

// Every row of the filtered register, in its order: what the reminders, the calendar, the booking and the coming
// work read.
export const registerRows = async (db: Kysely<Database>, companyId: string, filter: RegisterFilter, today: string) =>
  (await rowsOf(registerQuery(db, companyId, filter, today), today).execute()).map(withoutRecordDue)

// The same with how many times each item was examined: the CSV an auditor asks for.
export const registerCsvRows = async (db: Kysely<Database>, companyId: string, filter: RegisterFilter, today: string) =>
  (
    await rowsOf(registerQuery(db, companyId, filter, today), today, true)
      .select(examinations.as("examinations"))
      .execute()
  ).map(withoutRecordDue)

// How many of the company's items stand in each status, whatever the filter: the register's summary, each a filter.
export async function registerSummary(
  db: Kysely<Database>,
  companyId: string,
  today: string,
): Promise<Record<RegisterStatus, number>> {
  // Grouped outside: PostgreSQL takes the status's expression in GROUP BY as another one (its own parameters).
  const rows = await db
    .selectFrom(latestOfCompany(db, companyId).select(statusOf(today).as("register_status")).as("latest"))
    .select("register_status")
    .select(sql<number>`cast(count(*) as integer)`.as("count"))
    .groupBy("register_status")
    .execute()
  const summary = Object.fromEntries(REGISTER_STATUSES.map((name) => [name, 0])) as Record<RegisterStatus, number>
  for (const row of rows) summary[row.register_status] = Number(row.count)
  return summary
}

// The sites the company's certificates name, for the register's site filter.
export async function registerSites(db: Kysely<Database>, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("certificates")
    .select("site")
    .distinct()
    .where("company_id", "=", companyId)
    .orderBy("site")
    .execute()
  return rows.map((row) => row.site)
}

// The kinds of document the company's items are, for the register's Document filter: it offers only these (the
// review's "Smaller things").
export async function registerKinds(db: Kysely<Database>, companyId: string): Promise<string[]> {
  const rows = await latestOfCompany(db, companyId).select("kind").distinct().orderBy("kind").execute()
  return rows.map((row) => row.kind)
}

// An item's every certificate, newest first, found by one of its certificates' numbers; null when that
// certificate is not this company's.
export async function itemHistory(db: Kysely<Database>, companyId: string, number: string, today: string) {
  const named = await db
    .selectFrom("certificates")
    .select(["kind", "serial", "number"])
    .where("company_id", "=", companyId)
    .where("number", "=", number)
    .executeTakeFirst()
  if (!named) return null
  const serial = named.serial?.trim() ? named.serial : null
  const rows = await db
    .selectFrom("certificates")
    .select(COLUMNS)
    .select(statusOf(today).as("register_status"))
    .where("company_id", "=", companyId)
    .where("kind", "=", named.kind)
    .where((eb) => (serial ? eb("serial", "=", serial) : eb("number", "=", named.number)))
    .orderBy("inspected_on", "desc")
    .orderBy("id", "desc")
    .execute()
  return rows.map(withoutRecordDue)
}
