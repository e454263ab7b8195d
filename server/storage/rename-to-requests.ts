import { sql, type Kysely, type Migration } from "kysely"
import { indexOnSqlite } from "./inbox-search"

type Dialect = "postgres" | "sqlite"

// Tables renamed, in this order (a referenced table before the ones that point at it is not needed: both
// databases follow a renamed table in the foreign keys, SQLite since 3.26).
const TABLES = [
  ["quotes", "requests"],
  ["quote_notes", "request_notes"],
  ["quote_attachments", "request_attachments"],
  ["quote_attachment_chunks", "request_attachment_chunks"],
] as const
// The columns holding a request's id.
const COLUMNS = ["outbox", "request_notes", "request_attachments"] as const

// Every "quote" in an index's, a sequence's or a constraint's name meant the table's row: "quotes_email" →
// "requests_email", "quote_notes_quote" → "request_notes_request", "outbox_quote_id_fkey" → "outbox_request_id_fkey".
const renamed = (name: string) => name.replace(/quote/g, "request")

async function renameTablesAndColumns(db: Kysely<unknown>) {
  for (const [from, to] of TABLES) await db.schema.alterTable(from).renameTo(to).execute()
  for (const table of COLUMNS) await db.schema.alterTable(table).renameColumn("quote_id", "request_id").execute()
}

async function onPostgres(db: Kysely<unknown>) {
  await renameTablesAndColumns(db)
  // Indexes (with the primary and unique keys they back: renaming the index renames its constraint), sequences of
  // the serial ids, foreign keys. The generated search_text column and its trigram index follow the table.
  const { rows: relations } = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('i', 'S') and c.relname like '%quote%'`.execute(db)
  for (const { name, kind } of relations) {
    const what = sql.raw(kind === "S" ? "sequence" : "index")
    await sql`alter ${what} ${sql.id(name)} rename to ${sql.id(renamed(name))}`.execute(db)
  }
  const { rows: keys } = await sql<{ name: string; owner: string }>`
    select con.conname as name, cls.relname as owner from pg_constraint con
    join pg_class cls on cls.oid = con.conrelid join pg_namespace n on n.oid = cls.relnamespace
    where n.nspname = current_schema() and con.conname like '%quote%'`.execute(db)
  for (const { name, owner } of keys) {
    await sql`alter table ${sql.id(owner)} rename constraint ${sql.id(name)} to ${sql.id(renamed(name))}`.execute(db)
  }
}

async function onSqlite(db: Kysely<unknown>) {
  // The search index is FTS5 with external content: it names its table, which a rename does not change, so it and
  // its triggers go first and are built again on "requests" (migration 008's code, from the rows as they are).
  for (const trigger of ["quotes_search_text_insert", "quotes_search_text_update", "quotes_search_delete"]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db)
  }
  await sql`drop table if exists quotes_search`.execute(db)
  await renameTablesAndColumns(db)
  // SQLite cannot rename an index: each is created again from its own definition (which the renames above have
  // already pointed at the new table and column names) under its new name.
  const { rows } = await sql<{ name: string; definition: string }>`
    select name, sql as definition from sqlite_master
    where type = 'index' and sql is not null and name like '%quote%'`.execute(db)
  for (const { name, definition } of rows) {
    await sql`drop index ${sql.id(name)}`.execute(db)
    await sql.raw(definition.replace(name, renamed(name))).execute(db)
  }
  await indexOnSqlite(db, "requests")
}

export const renameQuotesToRequests = (dialect: Dialect): Migration => ({
  up: (db) => (dialect === "postgres" ? onPostgres(db) : onSqlite(db)),
})
