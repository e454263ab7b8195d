import { sql, type Kysely, type Migration } from "kysely"

// A certificate belongs to a client company (issue 50): the register lists a company's certificates by this column.
// It stays empty for a certificate not yet linked; the `client` text stays, as the public check's masked name.
export const certificateCompanyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table certificates add column company_id text references client_company (id)`.execute(db)
    await sql`create index certificates_company on certificates (company_id)`.execute(db)
  },
}
