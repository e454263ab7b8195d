import { Kysely, Migrator, type ColumnDefinitionBuilder, type Migration, type MigrationProvider } from "kysely"

// Migrations live in code (not files on disk) so the server, the CLI and the tests all carry them,
// and they run unchanged on SQLite and PostgreSQL.
export type Dialect = "postgres" | "sqlite"

const migrations = (dialect: Dialect): Record<string, Migration> => {
  const id = dialect === "postgres" ? "serial" : "integer"
  const primaryKey = (col: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement()
  return {
    "2026-11-22-001-quotes": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("quotes")
          .addColumn("id", id, primaryKey)
          .addColumn("reference", "text", (col) => col.notNull().unique())
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("first_name", "text", (col) => col.notNull())
          .addColumn("last_name", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("company", "text")
          .addColumn("phone", "text")
          .addColumn("industry", "text", (col) => col.notNull())
          .addColumn("service", "text", (col) => col.notNull())
          .addColumn("message", "text", (col) => col.notNull())
          .addColumn("locale", "text", (col) => col.notNull())
          .addColumn("ip_hash", "text", (col) => col.notNull())
          .addColumn("user_agent", "text")
          .addColumn("page", "text")
          .addColumn("spam", "integer", (col) => col.notNull())
          .addColumn("mail_status", "text", (col) => col.notNull())
          .addColumn("idempotency_key", "text", (col) => col.unique())
          .addColumn("body_hash", "text", (col) => col.notNull())
          .execute()
        await db.schema.createIndex("quotes_created_at").on("quotes").column("created_at").execute()
        await db.schema
          .createTable("outbox")
          .addColumn("id", id, primaryKey)
          .addColumn("quote_id", "integer", (col) => col.notNull().references("quotes.id"))
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("status", "text", (col) => col.notNull())
          .addColumn("attempts", "integer", (col) => col.notNull())
          .addColumn("next_attempt_at", "text", (col) => col.notNull())
          .addColumn("last_error", "text")
          .addColumn("sent_at", "text")
          .execute()
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute()
        await db.schema
          .createTable("reference_counters")
          .addColumn("year", "integer", (col) => col.primaryKey())
          .addColumn("last", "integer", (col) => col.notNull())
          .execute()
      },
    },
    // Consent to the privacy notice (issue 12): null for requests stored before the forms asked for it.
    "2026-11-24-001-consent": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("quotes").addColumn("consent_at", "text").execute()
        await db.schema.alterTable("quotes").addColumn("notice_version", "text").execute()
      },
    },
  }
}

export async function migrate(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((result) => result.status === "Error")
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${(error as Error)?.message ?? error}`)
  }
}
