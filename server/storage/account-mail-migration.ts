import { sql, type Kysely, type Migration } from "kysely"

type Dialect = "postgres" | "sqlite"

// staff_mail has held the client accounts' mails too (invitations, resets, due-date digests) since issue 50: it is
// named for what it holds, account_mail, with its index, sequence and key. Rows and ids stay as they are (the
// .eml copies are named by id), and SQLite's AUTOINCREMENT counter follows the table.
const FROM = "staff_mail"
const TO = "account_mail"
const renamed = (name: string) => name.replace(FROM, TO)

async function onPostgres(db: Kysely<unknown>) {
  await db.schema.alterTable(FROM).renameTo(TO).execute()
  // The index staff_mail_due, the primary key's index (renaming it renames its constraint) and the serial id's
  // sequence, which the id's default names by its oid and so still finds.
  const { rows } = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('i', 'S') and c.relname like ${`${FROM}%`}`.execute(db)
  for (const { name, kind } of rows) {
    const what = sql.raw(kind === "S" ? "sequence" : "index")
    await sql`alter ${what} ${sql.id(name)} rename to ${sql.id(renamed(name))}`.execute(db)
  }
}

async function onSqlite(db: Kysely<unknown>) {
  await db.schema.alterTable(FROM).renameTo(TO).execute()
  // SQLite cannot rename an index: each is made again from its own definition (already pointing at the new table)
  // under its new name.
  const { rows } = await sql<{ name: string; definition: string }>`
    select name, sql as definition from sqlite_master
    where type = 'index' and sql is not null and name like ${`${FROM}%`}`.execute(db)
  for (const { name, definition } of rows) {
    await sql`drop index ${sql.id(name)}`.execute(db)
    await sql.raw(definition.replace(name, renamed(name))).execute(db)
  }
}

export const accountMailMigration = (dialect: Dialect): Migration => ({
  up: (db) => (dialect === "postgres" ? onPostgres(db) : onSqlite(db)),
})
