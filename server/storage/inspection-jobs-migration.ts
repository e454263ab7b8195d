import { sql, type Kysely, type Migration } from "kysely"

// The inspectors' work (issue 61): a job (a client company's site on a day, the kinds of report it asks for, the
// booking it came from), the inspectors assigned to it, and the reports they write, each under the id its device
// made and a version every accepted edit moves on (server/inspect/report-sync.ts). Values and photos are JSON text
// in both databases, as the device sends them. The creator is kept by id without a foreign key, as the logs keep
// actors, so a job outlives the account; an inspector's assignment goes with the account.
export const inspectionJobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table jobs (
      id text primary key,
      company_id text not null references client_company (id) on delete cascade,
      site text not null,
      day text not null,
      kinds text not null,
      booking_reference text,
      created_by text not null,
      created_at text not null
    )`.execute(db)
    await sql`create index jobs_day on jobs (day)`.execute(db)
    await sql`create table job_inspectors (
      job_id text not null references jobs (id) on delete cascade,
      user_id text not null references "user" (id) on delete cascade,
      primary key (job_id, user_id)
    )`.execute(db)
    await sql`create index job_inspectors_user on job_inspectors (user_id)`.execute(db)
    await sql`create table inspection_reports (
      id text primary key,
      job_id text not null references jobs (id) on delete cascade,
      kind text not null,
      item_key text,
      new_item text,
      "values" text not null,
      photos text not null,
      version integer not null,
      submitted_at text,
      updated_by text not null,
      updated_at text not null,
      created_at text not null
    )`.execute(db)
    await sql`create index inspection_reports_job on inspection_reports (job_id)`.execute(db)
    // The office's list: newest change first.
    await sql`create index inspection_reports_updated on inspection_reports (updated_at, id)`.execute(db)
  },
}
