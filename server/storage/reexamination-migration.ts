import { sql, type Kysely, type Migration } from "kysely"

// A client asks for the next examination of items in its register (issue 51): a request of its own kind in the
// inbox, the client company it came from, the date staff scheduled the visit, and the register's items it names
// (each by its latest certificate when asked).
export const reexaminationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table requests add column client_company_id text references client_company (id)`.execute(db)
    await sql`alter table requests add column scheduled_for text`.execute(db)
    await sql`create index requests_client_company on requests (client_company_id)`.execute(db)
    await sql`create table request_items (
      request_id integer not null references requests (id),
      certificate_id integer not null references certificates (id),
      primary key (request_id, certificate_id)
    )`.execute(db)
    await sql`create index request_items_certificate on request_items (certificate_id)`.execute(db)
  },
}
