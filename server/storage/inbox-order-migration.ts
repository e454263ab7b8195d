import { sql, type Kysely, type Migration } from "kysely"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// The inbox's due-first order (server/staff/requests-query.ts) served by an index (issue 50): it was two CASE
// expressions no index could follow, so every page sorted all 100,000 requests. inbox_sort is where a request
// stands before its arrival time breaks ties: "0" and the due time while it waits for its first reply, "1" once
// answered, without a due time, or as spam (the spam view is newest first only). "0…" sorts before "1" in every
// collation, and the due times keep their own order behind the same "0". The database computes it from the
// columns it reads, so no write path can forget it (PostgreSQL stores it, SQLite computes it for the index); the
// index holds the whole order, the id as its last tie-breaker, so a page is a range of it (keyset paging).
export const inboxOrderMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const stored = sql.raw(dialect === "postgres" ? "stored" : "virtual")
    await sql`alter table requests add column inbox_sort text generated always as (case
        when spam = 0 and first_reply_at is null and due_at is not null then '0' || due_at else '1' end) ${stored}`.execute(
      db,
    )
    await sql`create index requests_inbox_order on requests (spam, inbox_sort, created_at desc, id desc)`.execute(db)
    // Each filter of the inbox in the same order: with only (column, created_at) SQLite took the filter's rows
    // and sorted them all (status and service: 280 ms at 100,000 requests); these give it a page in order. spam
    // leads, as every inbox query names it: led by the filter's column, SQLite skip-scanned such an index for the
    // unfiltered inbox and sorted (page 60: 115 ms), which it never does past a column it has a value for.
    for (const column of ["status", "service", "industry", "assignee_id", "kind"]) {
      await sql`create index ${sql.raw(`requests_${column}_inbox_order`)}
        on requests (spam, ${sql.raw(column)}, inbox_sort, created_at desc, id desc)`.execute(db)
    }
  },
})
