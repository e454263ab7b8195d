import type { ColumnDefinitionBuilder, Kysely, Migration } from "kysely"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// A client company's log (issue 50, server/client/company-log.ts): who signed in, downloaded a report, invited,
// changed or removed whom. The actor's id is kept without a foreign key, and its name beside it, so an entry
// outlives the account; a company's entries go with the company.
export const companyLogMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const required = (col: ColumnDefinitionBuilder) => col.notNull()
    await db.schema
      .createTable("client_company_log")
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (col) =>
        dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn("company_id", "text", (col) => col.notNull().references("client_company.id").onDelete("cascade"))
      .addColumn("at", "text", required)
      .addColumn("actor_id", "text")
      .addColumn("actor_name", "text", required)
      .addColumn("event", "text", required)
      .addColumn("detail", "text")
      .execute()
    // The log's pages: a company's entries, newest first.
    await db.schema
      .createIndex("client_company_log_company")
      .on("client_company_log")
      .columns(["company_id", "id"])
      .execute()
  },
})
