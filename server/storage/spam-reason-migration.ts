import { sql, type Kysely, type Migration } from "kysely"

// Why a request is in Spam (issue 64), so staff can tell a robot from a fast person: spam_reason is "honeypot"
// (the hidden field was filled), "too-fast" (sent sooner than QUOTE_MIN_FILL_MS after the form opened) or "staff"
// (marked by hand); fill_ms is the time the form says it was open, as sent, for every request that says it.
// Requests stored before have neither.
export const spamReasonMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table requests add column spam_reason text`.execute(db)
    await sql`alter table requests add column fill_ms integer`.execute(db)
  },
}
