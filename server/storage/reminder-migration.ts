import { sql, type Kysely, type Migration } from "kysely"

// Reminders before register items fall due (issue 51): the company's thresholds ("60,30,7"; null is the default),
// each member's choice and language and the secret of their unsubscribe link, each item and threshold sent (by
// the item's latest certificate, so a new certificate starts again), the one digest per company and Cairo day
// (its primary key is what two server instances agree on), and a mail's extra headers (List-Unsubscribe).
export const reminderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table client_company add column "reminderDays" text`.execute(db)
    await sql`create table client_reminder_pref (
      company_id text not null references client_company (id) on delete cascade,
      user_id text not null references client_user (id) on delete cascade,
      reminders_off integer not null default 0,
      locale text,
      unsubscribe_token text not null unique,
      primary key (company_id, user_id)
    )`.execute(db)
    await sql`create table reminder_sent (
      certificate_id integer not null references certificates (id),
      threshold integer not null,
      day text not null,
      primary key (certificate_id, threshold)
    )`.execute(db)
    await sql`create table reminder_digest (
      company_id text not null references client_company (id) on delete cascade,
      day text not null,
      items integer not null,
      recipients integer not null,
      primary key (company_id, day)
    )`.execute(db)
    await sql`alter table staff_mail add column headers text`.execute(db)
  },
}
