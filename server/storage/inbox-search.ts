import { sql, SqliteAdapter, type Kysely, type Migration, type SqlBool } from "kysely"
import type { Database } from "./schema"

// The inbox's search: a case-insensitive substring of requests.search_text (reference, name, e-mail, company and
// message, lowercased). The inbox's only dialect-specific SQL, because the index that answers it is: a trigram GIN
// index on PostgreSQL, an FTS5 trigram index on SQLite.
type Dialect = "postgres" | "sqlite"

export const SEARCHED_COLUMNS = "reference, first_name, last_name, email, company, message"

// The fields apart by a line break, which the search box cannot hold, so no match spans two of them. `row` is ""
// or a trigger's "new.".
export function searchText(dialect: Dialect, row: string) {
  const br = dialect === "postgres" ? "chr(10)" : "char(10)"
  return sql.raw(
    `lower(${row}reference || ${br} || ${row}first_name || ' ' || ${row}last_name || ${br} || ` +
      `${row}email || ${br} || coalesce(${row}company, '') || ${br} || ${row}message)`,
  )
}

// A trigram index narrows only a search of at least three characters; shorter ones scan the column.
const TRIGRAM = 3

// The table was "quotes" when migration 008 ran and is "requests" since 2026-11-25-301 (which rebuilds the index).
type Table = "quotes" | "requests"

async function indexOnPostgres(db: Kysely<unknown>, table: Table) {
  // pg_trgm ships with Debian's postgresql package; without it (or the right to create it) LIKE scans instead.
  // The savepoint keeps the migration's transaction usable when CREATE EXTENSION fails.
  await sql`savepoint inbox_search`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index if not exists ${sql.raw(`${table}_search_text`)} on ${sql.table(table)}
      using gin (search_text gin_trgm_ops)`.execute(db)
    await sql`release savepoint inbox_search`.execute(db)
  } catch {
    await sql`rollback to savepoint inbox_search`.execute(db)
  }
}

export async function indexOnSqlite(db: Kysely<unknown>, table: Table) {
  const t = sql.raw(table)
  const index = sql.raw(`${table}_search`)
  // External content: the index keeps no copy of the text, only trigrams with their row ids and positions (a
  // phrase of trigrams is a substring). secure-delete takes an erased row's trigrams out of the index instead of
  // leaving them behind a delete marker until the next merge.
  await sql`create virtual table ${index} using fts5(search_text, content='${t}', content_rowid='id',
    tokenize='trigram')`.execute(db)
  await sql`insert into ${index}(${index}, rank) values('secure-delete', 1)`.execute(db)
  await sql`insert into ${index}(${index}) values('rebuild')`.execute(db)
  // Migration 006's triggers, now also keeping the index: in one body each, so the index is always told exactly
  // what it holds for a row (FTS5 reports corruption when asked to delete text it never indexed).
  const update = sql`update ${t} set search_text = ${searchText("sqlite", "new.")} where id = new.id;`
  const add = sql`insert into ${index}(rowid, search_text) select id, search_text from ${t} where id = new.id;`
  const remove = sql`insert into ${index}(${index}, rowid, search_text)
    values('delete', old.id, old.search_text);`
  await sql`drop trigger if exists ${sql.raw(`${table}_search_text_insert`)}`.execute(db)
  await sql`drop trigger if exists ${sql.raw(`${table}_search_text_update`)}`.execute(db)
  await sql`create trigger ${sql.raw(`${table}_search_text_insert`)} after insert on ${t}
    begin ${update} ${add} end`.execute(db)
  await sql`create trigger ${sql.raw(`${table}_search_text_update`)} after update of ${sql.raw(SEARCHED_COLUMNS)}
    on ${t} begin ${remove} ${update} ${add} end`.execute(db)
  await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${t} begin ${remove} end`.execute(db)
}

export const inboxSearchMigration = (dialect: Dialect, table: Table): Migration => ({
  up: (db) => (dialect === "postgres" ? indexOnPostgres(db, table) : indexOnSqlite(db, table)),
})

// LIKE's wildcards in what staff type are matched literally.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// Up to this many matches, the rows are fetched by id from the index and sorted; beyond, a page of them is met
// soon by scanning newest first, which fetching and sorting thousands of rows would not beat.
const FEW = 2000

// The search as a condition on requests; on SQLite it first asks the index how common the text is.
export async function inboxSearch(db: Kysely<Database>, text: string) {
  const lower = text.toLowerCase()
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return sql<SqlBool>`requests.search_text like ${likePattern(lower)} escape '\\'`
  }
  const exact = sql<SqlBool>`instr(requests.search_text, ${lower}) > 0`
  if (lower.length < TRIGRAM) return exact
  const phrase = `"${lower.replaceAll('"', '""')}"`
  const matches = sql`select rowid from requests_search where requests_search match ${phrase}`
  const { rows } = await sql<{ count: number }>`select count(*) as count from (${matches} limit ${FEW})`.execute(db)
  if (rows[0].count >= FEW) return exact
  // instr keeps the exact meaning (the index also folds the case of letters beyond ASCII).
  return sql<SqlBool>`requests.id in (${matches}) and ${exact}`
}
