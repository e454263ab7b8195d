import { sql, type Kysely, type Migration } from "kysely"

// Review and issue (issue 62, server/inspect/review-*.ts, issue-*.ts): a submitted report is returned with comments
// or authorised by a reviewer, never its author; authorising issues it in one transaction as a certificate record
// (issued_number) with its signed PDF. An amendment is a new report that names the issued number it replaces and
// why; once it is issued, the replaced record is marked superseded (certificates.superseded_by, superseded_on).
// review_comments is JSON text: [{ field, text, by, at }], the comments of the last return.
export const reportReviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table inspection_reports add column review_comments text not null default '[]'`.execute(db)
    for (const column of [
      "returned_at",
      "returned_by_name",
      "issued_number",
      "issued_at",
      "reviewed_by",
      "amends_number",
      "amend_reason",
    ]) {
      await sql`alter table inspection_reports add column ${sql.ref(column)} text`.execute(db)
    }
    await sql`create unique index inspection_reports_issued on inspection_reports (issued_number)`.execute(db)
    await sql`alter table certificates add column superseded_by text`.execute(db)
    await sql`alter table certificates add column superseded_on text`.execute(db)
  },
}
