import { sql, type Kysely, type Migration } from "kysely"
import { DUE_ORDER_LAST, ITEM_KEY_SQL } from "./item-key"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// The register's order served by an index (issue 50): each page ranked all of a company's certificates with a
// window function to find each item's latest before it could filter and page (135 ms at 20,000 certificates).
// certificates.item_latest is 1 on the latest certificate of its item (by inspection day, then the later record)
// within its company, 0 elsewhere. The database keeps it, by triggers on every write that can change it, so no
// write path (the form, the CSV import, the bulk link, a test's fixture) can forget it; the index then holds the
// register's whole order, a page is a range of it and the count an index count.
// 1 when the row is its item's latest certificate, else 0; `item` names the row whose item it is.
const isLatest = (item: string) => `case when id = (
    select newest.id from certificates newest
    where newest.company_id = ${item}.company_id and newest.kind = ${item}.kind
      and ${ITEM_KEY_SQL("newest.")} = ${ITEM_KEY_SQL(`${item}.`)}
    order by newest.inspected_on desc, newest.id desc limit 1) then 1 else 0 end`

// The mark set again on every certificate of a trigger's row's item (its new or its old one).
const refresh = (row: "new" | "old") =>
  sql.raw(`update certificates set item_latest = ${isLatest(row)}
    where company_id = ${row}.company_id and kind = ${row}.kind and ${ITEM_KEY_SQL("")} = ${ITEM_KEY_SQL(`${row}.`)}`)

// The columns an item and its latest certificate are read from; a write to any other leaves the flag as it is.
const ITEM_COLUMNS = "company_id, kind, serial, number, inspected_on"

export const itemLatestMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`alter table certificates add column item_latest integer not null default 0`.execute(db)
    await sql`update certificates set item_latest = ${sql.raw(isLatest("certificates"))}
      where company_id is not null`.execute(db)
    // An item's certificates, newest first: what the triggers, the history and the examinations count look up.
    await sql`create index certificates_item on certificates
      (company_id, kind, ${sql.raw(ITEM_KEY_SQL(""))}, inspected_on, id)`.execute(db)
    // The register's order, soonest due first, undated last, the id as the last tie-breaker.
    await sql`create index certificates_register_order on certificates
      (company_id, item_latest, ${sql.raw(DUE_ORDER_LAST)}, id)`.execute(db)
    if (dialect === "sqlite") {
      await sql`create trigger certificates_item_latest_insert after insert on certificates
        begin ${refresh("new")}; end`.execute(db)
      await sql`create trigger certificates_item_latest_update after update of ${sql.raw(ITEM_COLUMNS)} on certificates
        begin ${refresh("old")}; ${refresh("new")}; end`.execute(db)
      await sql`create trigger certificates_item_latest_delete after delete on certificates
        begin ${refresh("old")}; end`.execute(db)
      return
    }
    // PostgreSQL runs two transactions' triggers side by side, each blind to the other's new row: a lock on the
    // company (one lock a transaction, however many rows it writes) makes the second wait and then see the first.
    await sql`create function certificates_item_latest() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          perform pg_advisory_xact_lock(hashtext('certificates_item_latest:' || coalesce(old.company_id, '')));
          ${refresh("old")};
        end if;
        if tg_op <> 'DELETE' then
          perform pg_advisory_xact_lock(hashtext('certificates_item_latest:' || coalesce(new.company_id, '')));
          ${refresh("new")};
        end if;
        return null;
      end $$`.execute(db)
    await sql`create trigger certificates_item_latest
      after insert or delete or update of ${sql.raw(ITEM_COLUMNS)} on certificates
      for each row execute function certificates_item_latest()`.execute(db)
  },
})
