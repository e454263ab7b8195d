import type { ColumnDefinitionBuilder, Kysely, Migration } from "kysely"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// The scan of the certificate behind a record of authorisation (issue 62): a PDF, JPEG or PNG, stored as a
// certificate's report is (certificate-report-migration.ts): a row of its own and its bytes in 512 KB chunks.
// authorisation_id is null while an upload is being written; its transaction then gives it to the record and
// removes the scan it replaces (unique: one scan a record). The scan goes with its record, which goes with its
// user's account (cascade, as authorisation-migration.ts's records do).
export const authorisationScanMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const required = (col: ColumnDefinitionBuilder) => col.notNull()
    await db.schema
      .createTable("authorisation_scans")
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (col) =>
        dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn("authorisation_id", "text", (col) => col.unique().references("authorisations.id").onDelete("cascade"))
      .addColumn("name", "text", required)
      .addColumn("size", "integer", required)
      .addColumn("type", "text", required)
      .addColumn("sha256", "text", required)
      .addColumn("uploaded_at", "text", required)
      .addColumn("uploaded_by", "text", required)
      .execute()
    await db.schema
      .createTable("authorisation_scan_chunks")
      .addColumn("scan_id", "integer", (col) => col.notNull().references("authorisation_scans.id").onDelete("cascade"))
      .addColumn("seq", "integer", required)
      .addColumn("data", dialect === "postgres" ? "bytea" : "blob", required)
      .addPrimaryKeyConstraint("authorisation_scan_chunks_pk", ["scan_id", "seq"])
      .execute()
  },
})
