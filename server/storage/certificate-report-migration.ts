import type { ColumnDefinitionBuilder, Kysely, Migration } from "kysely"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// The signed report of a certificate, as a PDF (issue 50), stored as a request's files are: a row of its own and
// its bytes in 512 KB chunks. certificate_id is null while an upload is being written; the upload's transaction
// then gives it to its certificate and removes the one it replaces, so a certificate has at most one report
// (unique; both databases let several rows be null).
export const certificateReportMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const required = (col: ColumnDefinitionBuilder) => col.notNull()
    await db.schema
      .createTable("certificate_reports")
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (col) =>
        dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn("certificate_id", "integer", (col) => col.unique().references("certificates.id"))
      .addColumn("name", "text", required)
      .addColumn("size", "integer", required)
      .addColumn("sha256", "text", required)
      .addColumn("uploaded_at", "text", required)
      .addColumn("uploaded_by", "text", required)
      .execute()
    await db.schema
      .createTable("certificate_report_chunks")
      .addColumn("report_id", "integer", (col) => col.notNull().references("certificate_reports.id"))
      .addColumn("seq", "integer", required)
      .addColumn("data", dialect === "postgres" ? "bytea" : "blob", required)
      .addPrimaryKeyConstraint("certificate_report_chunks_pk", ["report_id", "seq"])
      .execute()
  },
})
