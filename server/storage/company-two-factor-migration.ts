import { sql, type Kysely, type Migration } from "kysely"

// A client administrator may require two-factor sign-in of everyone in the company (issue 50): 1 while required.
// An integer on both databases, so the code reads one kind of value.
export const companyTwoFactorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table client_company add column "twoFactorRequired" integer not null default 0`.execute(db)
  },
}
