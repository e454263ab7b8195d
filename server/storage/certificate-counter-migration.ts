import { sql, type Kysely, type Migration } from "kysely"

// An authorised report is issued under a number of its own (issue 62, server/inspect/issue-number.ts): a running
// count per kind of certificate (its two-letter code, "LE") and year, as requests count theirs
// (reference_counters), so two reviewers issuing at once never take one number.
export const certificateCounterMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table certificate_counters (
      prefix text not null, year integer not null, last integer not null, primary key (prefix, year))`.execute(db)
  },
}
