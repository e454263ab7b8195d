import type { Kysely, Migration } from "kysely"

// Records of authorisation (issue 62, server/inspect/authorisation-*.ts; ISO/IEC 17020 §6.1): what an inspector
// may examine or review — a kind of report, or for NDT reports a method (UT … ET) at a level — and the
// certification behind it. A record is never changed: withdrawing it stamps withdrawn_at, so the history of who
// could do what on a day stays. Who recorded it is kept by id and name, as the audit log keeps actors; the
// records go with the inspector's account.
export const authorisationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("authorisations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("method", "text")
      .addColumn("level", "integer")
      .addColumn("capability", "text", (col) => col.notNull())
      .addColumn("scheme", "text", (col) => col.notNull())
      .addColumn("certificate_number", "text", (col) => col.notNull())
      .addColumn("issuer", "text", (col) => col.notNull())
      .addColumn("valid_from", "text", (col) => col.notNull())
      .addColumn("valid_until", "text", (col) => col.notNull())
      .addColumn("vision_test_on", "text")
      .addColumn("recorded_by", "text", (col) => col.notNull())
      .addColumn("recorded_by_name", "text", (col) => col.notNull())
      .addColumn("recorded_at", "text", (col) => col.notNull())
      .addColumn("withdrawn_at", "text")
      .addColumn("withdrawn_by_name", "text")
      .execute()
    await db.schema.createIndex("authorisations_user").on("authorisations").column("user_id").execute()
    // The list of what lapses soon walks the records by their end.
    await db.schema.createIndex("authorisations_valid_until").on("authorisations").column("valid_until").execute()
  },
}
