import { sql, type Kysely, type Migration } from "kysely"

// A member's calendar feed of the company's due dates (issue 51): the secret its address carries, one a member and
// company; renewing replaces it, revoking deletes it.
export const calendarFeedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table client_calendar_feed (
      company_id text not null references client_company (id) on delete cascade,
      user_id text not null references client_user (id) on delete cascade,
      token text not null unique,
      created_at text not null,
      primary key (company_id, user_id)
    )`.execute(db)
  },
}
