import {
  Kysely,
  Migrator,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Migration,
  type MigrationProvider,
} from "kysely"
import { createAuthTables } from "./auth-tables"
import { certificateCompanyMigration } from "./certificate-company-migration"
import { companyTwoFactorMigration } from "./company-two-factor-migration"
import { certificateReportMigration } from "./certificate-report-migration"
import { companyLogMigration } from "./company-log-migration"
import { clientAccountsMigration } from "./client-accounts-migration"
import { inboxOrderMigration } from "./inbox-order-migration"
import { inboxSearchMigration, SEARCHED_COLUMNS, searchText } from "./inbox-search"
import { renameQuotesToRequests } from "./rename-to-requests"
import { replyPromiseMigration } from "./reply-promise-migration"
import { reexaminationMigration } from "./reexamination-migration"
import { reminderMigration } from "./reminder-migration"
import { calendarFeedMigration } from "./calendar-feed-migration"
import { itemLatestMigration } from "./item-latest-migration"
import { accountMailMigration } from "./account-mail-migration"
import { spamReasonMigration } from "./spam-reason-migration"
import { inspectionJobsMigration } from "./inspection-jobs-migration"
import { dangerousDefectMigration } from "./dangerous-defect-migration"
import { photoUploadMigration } from "./photo-upload-migration"
import { authorisationMigration } from "./authorisation-migration"
import { certificateCounterMigration } from "./certificate-counter-migration"
import { reportReviewMigration } from "./report-review-migration"
import { authorisationScanMigration } from "./authorisation-scan-migration"

// Migrations live in code (not files on disk) so the server, the CLI and the tests all carry them,
// and they run unchanged on SQLite and PostgreSQL. Each is history: it must keep building the schema it built, so a
// helper below is never changed once a migration uses it (a new shape of columns is a new helper).
export type Dialect = "postgres" | "sqlite"

// What several tables spell alike, written once. Each helper adds exactly the columns the migrations that use it
// always added, in the same order, so the schema they build is the one they built before the helpers.
type Table = CreateTableBuilder<string, never>
const required = (col: ColumnDefinitionBuilder) => col.notNull()
// A queued mail's delivery: the outbox's (to a requester, to the company) and staff_mail's (to staff; since
// 2026-12-07-811 account_mail, to staff and clients).
const deliveryColumns = (table: Table) =>
  table
    .addColumn("status", "text", required)
    .addColumn("attempts", "integer", required)
    .addColumn("next_attempt_at", "text", required)
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
// A file sent with a request, as stored and as rebuilt when its request link became optional.
const attachmentColumns = (table: Table) =>
  table
    .addColumn("name", "text", required)
    .addColumn("size", "integer", required)
    .addColumn("type", "text", required)
    .addColumn("sha256", "text", required)
// A yearly numbering: the last number given in each year.
const counterTable = (db: Kysely<unknown>, name: string) =>
  db.schema
    .createTable(name)
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("last", "integer", required)
    .execute()

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
          .addColumn("created_at", "text", required)
          .addColumn("first_name", "text", required)
          .addColumn("last_name", "text", required)
          .addColumn("email", "text", required)
          .addColumn("company", "text")
          .addColumn("phone", "text")
          .addColumn("industry", "text", required)
          .addColumn("service", "text", required)
          .addColumn("message", "text", required)
          .addColumn("locale", "text", required)
          .addColumn("ip_hash", "text", required)
          .addColumn("user_agent", "text")
          .addColumn("page", "text")
          .addColumn("spam", "integer", required)
          .addColumn("mail_status", "text", required)
          .addColumn("idempotency_key", "text", (col) => col.unique())
          .addColumn("body_hash", "text", required)
          .execute()
        await db.schema.createIndex("quotes_created_at").on("quotes").column("created_at").execute()
        await db.schema
          .createTable("outbox")
          .addColumn("id", id, primaryKey)
          .addColumn("quote_id", "integer", (col) => col.notNull().references("quotes.id"))
          .addColumn("kind", "text", required)
          .$call(deliveryColumns)
          .execute()
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute()
        await counterTable(db, "reference_counters")
      },
    },
    // Acknowledgements per address are counted (at most 3 a day), so requests are found by lower-cased e-mail.
    "2026-11-24-001-ack-limit": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("quotes")
          .addColumn("ack_limited", "integer", (col) => col.notNull().defaultTo(0))
          .execute()
        await db.schema
          .createIndex("quotes_email")
          .on("quotes")
          .expression(sql`lower(email)`)
          .execute()
      },
    },
    // The staff workspace: Better Auth's tables (user, session, account, verification, twoFactor — the shape its
    // Kysely adapter expects with the admin and two-factor plugins), the work on a request, notes, the audit log
    // and the sign-in failures that lock an account or an address (in the database, so every instance sees them).
    "2026-11-24-002-staff": {
      async up(db: Kysely<unknown>) {
        const date = dialect === "postgres" ? "timestamptz" : "date"
        const bool = dialect === "postgres" ? "boolean" : "integer"
        // The staff's tables bear the models' own names.
        await createAuthTables(db, dialect, (model) => model, {
          user: (table) =>
            table
              .addColumn("role", "text")
              .addColumn("banned", bool)
              .addColumn("banReason", "text")
              .addColumn("banExpires", date)
              .addColumn("twoFactorEnabled", bool),
          session: (table) => table.addColumn("impersonatedBy", "text"),
        })

        await db.schema
          .alterTable("quotes")
          .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
          .execute()
        await db.schema.alterTable("quotes").addColumn("assignee_id", "text").execute()
        await db.schema.alterTable("quotes").addColumn("lost_reason", "text").execute()
        await db.schema.alterTable("quotes").addColumn("erased_at", "text").execute()
        // The inbox's filters each walk an index newest first.
        for (const column of ["status", "service", "industry", "assignee_id", "spam"]) {
          await db.schema.createIndex(`quotes_${column}_created`).on("quotes").columns([column, "created_at"]).execute()
        }

        await db.schema
          .createTable("quote_notes")
          .addColumn("id", id, primaryKey)
          .addColumn("quote_id", "integer", (col) => col.notNull().references("quotes.id"))
          .addColumn("at", "text", required)
          .addColumn("author_id", "text", required)
          .addColumn("author_name", "text", required)
          .addColumn("text", "text", required)
          .execute()
        await db.schema.createIndex("quote_notes_quote").on("quote_notes").column("quote_id").execute()

        await db.schema
          .createTable("audit_log")
          .addColumn("id", id, primaryKey)
          .addColumn("at", "text", required)
          .addColumn("actor_id", "text")
          .addColumn("actor_name", "text", required)
          .addColumn("action", "text", required)
          .addColumn("reference", "text")
          .addColumn("detail", "text")
          .execute()
        await db.schema.createIndex("audit_log_reference").on("audit_log").columns(["reference", "at"]).execute()

        // Mails to staff (invitations, assignments): the same delivery as the outbox, without a request.
        await db.schema
          .createTable("staff_mail")
          .addColumn("id", id, primaryKey)
          .addColumn("to_address", "text", required)
          .addColumn("subject", "text", required)
          .addColumn("body", "text", required)
          .$call(deliveryColumns)
          .execute()
        await db.schema.createIndex("staff_mail_due").on("staff_mail").columns(["status", "next_attempt_at"]).execute()

        await db.schema
          .createTable("sign_in_failures")
          .addColumn("id", id, primaryKey)
          .addColumn("at", "text", required)
          .addColumn("account_key", "text", required)
          .addColumn("address_key", "text", required)
          .execute()
        await db.schema
          .createIndex("sign_in_failures_account")
          .on("sign_in_failures")
          .columns(["account_key", "at"])
          .execute()
        await db.schema
          .createIndex("sign_in_failures_address")
          .on("sign_in_failures")
          .columns(["address_key", "at"])
          .execute()
      },
    },
    "2026-11-24-003-rate-limits": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("rate_limits")
          .addColumn("key", "text", (col) => col.primaryKey())
          .addColumn("hits", "integer", required)
          .addColumn("reset_at", "bigint", required)
          .execute()
        await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute()
      },
    },
    // Consent to the privacy notice: null for requests stored before the forms asked for it.
    "2026-11-24-004-consent": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("quotes").addColumn("consent_at", "text").execute()
        await db.schema.alterTable("quotes").addColumn("notice_version", "text").execute()
      },
    },
    "2026-11-24-005-certificates": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("certificates")
          .addColumn("id", id, primaryKey)
          // The unique constraint is the index the public check looks the number up by.
          .addColumn("number", "text", (col) => col.notNull().unique())
          .addColumn("kind", "text", required)
          .addColumn("item", "text", required)
          .addColumn("serial", "text")
          .addColumn("rating", "text")
          .addColumn("client", "text", required)
          .addColumn("site", "text", required)
          .addColumn("inspected_on", "text", required)
          .addColumn("valid_until", "text")
          .addColumn("inspector", "text", required)
          .addColumn("inspector_certificate", "text", required)
          .addColumn("status", "text", (col) => col.notNull().defaultTo("valid"))
          .addColumn("status_reason", "text")
          .addColumn("status_at", "text")
          .addColumn("code", "text", required)
          .addColumn("created_at", "text", required)
          .execute()
      },
    },
    // The inbox at 100,000 requests: the fields searched kept lowercased in one column (indexed by migration 008),
    // and an index in the list's own order (spam, newest first, id).
    "2026-11-24-006-inbox-speed": {
      async up(db: Kysely<unknown>) {
        if (dialect === "postgres") {
          await sql`alter table quotes add column search_text text generated always as (${searchText(dialect, "")}) stored`.execute(
            db,
          )
        } else {
          await sql`alter table quotes add column search_text text not null default ''`.execute(db)
          await sql`update quotes set search_text = ${searchText(dialect, "")}`.execute(db)
          for (const [name, event] of [
            ["insert", "insert"],
            ["update", `update of ${SEARCHED_COLUMNS}`],
          ]) {
            await sql`create trigger ${sql.raw(`quotes_search_text_${name}`)} after ${sql.raw(event)} on quotes
              begin update quotes set search_text = ${searchText(dialect, "new.")} where id = new.id; end`.execute(db)
          }
        }
        await db.schema
          .createIndex("quotes_spam_created_id")
          .on("quotes")
          .columns(["spam", "created_at", "id"])
          .execute()
      },
    },
    // Complaints and appeals are requests of another kind in the same table: the workspace, the outbox, notes,
    // audit, retention and a person's data then serve them without a second copy of each. They are numbered
    // apart (C-2026-000001), so their own counter.
    "2026-11-24-007-complaints": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("quotes")
          .addColumn("kind", "text", (col) => col.notNull().defaultTo("quote"))
          .execute()
        await db.schema.alterTable("quotes").addColumn("job_reference", "text").execute()
        await counterTable(db, "complaint_counters")
        await db.schema.createIndex("quotes_kind_created_at").on("quotes").columns(["kind", "created_at"]).execute()
      },
    },
    // The search answered from an index on both databases: FTS5 trigrams on SQLite, pg_trgm on PostgreSQL.
    "2026-11-24-008-inbox-search": inboxSearchMigration(dialect, "quotes"),
    // Mails carrying a one-time link are deleted once it has expired.
    "2026-11-25-101-staff-mail-expiry": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("staff_mail").addColumn("expires_at", "text").execute()
      },
    },
    // Files sent with a request, their bytes in chunks (bytea / blob) beside the request, and the form's
    // site and needed-by date.
    "2026-11-25-201-attachments": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("quotes").addColumn("site_kind", "text").execute()
        await db.schema.alterTable("quotes").addColumn("site", "text").execute()
        await db.schema.alterTable("quotes").addColumn("needed_by", "text").execute()
        await db.schema
          .createTable("quote_attachments")
          .addColumn("id", id, primaryKey)
          .addColumn("quote_id", "integer", (col) => col.notNull().references("quotes.id"))
          .$call(attachmentColumns)
          .execute()
        await db.schema.createIndex("quote_attachments_quote").on("quote_attachments").column("quote_id").execute()
        await db.schema
          .createTable("quote_attachment_chunks")
          .addColumn("attachment_id", "integer", (col) => col.notNull().references("quote_attachments.id"))
          .addColumn("seq", "integer", required)
          .addColumn("data", dialect === "postgres" ? "bytea" : "blob", required)
          .addPrimaryKeyConstraint("quote_attachment_chunks_pk", ["attachment_id", "seq"])
          .execute()
      },
    },
    // A file is staged before its request, its bytes written a chunk per statement, and linked to the request in
    // the request's own short transaction: so quote_id may be null while staged_at says since when.
    "2026-11-25-202-attachment-staging": {
      async up(db: Kysely<unknown>) {
        if (dialect === "postgres") {
          await db.schema
            .alterTable("quote_attachments")
            .alterColumn("quote_id", (col) => col.dropNotNull())
            .execute()
          await db.schema.alterTable("quote_attachments").addColumn("staged_at", "text").execute()
        } else {
          // SQLite cannot drop a NOT NULL: the table is rebuilt as sqlite.org/lang_altertable.html#otheralter
          // says, with foreign keys off meanwhile (the chunks keep referring to it by name).
          await sql`pragma foreign_keys = off`.execute(db)
          try {
            await db.transaction().execute(async (trx) => {
              await trx.schema
                .createTable("quote_attachments_rebuilt")
                .addColumn("id", id, primaryKey)
                .addColumn("quote_id", "integer", (col) => col.references("quotes.id"))
                .$call(attachmentColumns)
                .addColumn("staged_at", "text")
                .execute()
              await sql`insert into quote_attachments_rebuilt (id, quote_id, name, size, type, sha256)
                select id, quote_id, name, size, type, sha256 from quote_attachments`.execute(trx)
              await trx.schema.dropTable("quote_attachments").execute()
              await trx.schema.alterTable("quote_attachments_rebuilt").renameTo("quote_attachments").execute()
              await trx.schema
                .createIndex("quote_attachments_quote")
                .on("quote_attachments")
                .column("quote_id")
                .execute()
              const broken = await sql`pragma foreign_key_check`.execute(trx)
              if (broken.rows.length > 0) throw new Error("quote_attachments: a foreign key broke in the rebuild")
            })
          } finally {
            await sql`pragma foreign_keys = on`.execute(db)
          }
        }
        await db.schema.createIndex("quote_attachments_staged").on("quote_attachments").column("staged_at").execute()
      },
    },
    // The "quotes" table has held every kind of request (complaints and appeals too) since migration 007: it and
    // the tables and columns that point at any request are named for that, the data left as it is.
    "2026-11-25-301-requests": renameQuotesToRequests(dialect),
    "2026-11-27-401-reply-promise": replyPromiseMigration,
    "2026-12-02-501-client-accounts": clientAccountsMigration(dialect),
    "2026-12-02-601-inbox-order": inboxOrderMigration(dialect),
    "2026-12-02-602-certificate-company": certificateCompanyMigration,
    "2026-12-03-701-company-two-factor": companyTwoFactorMigration,
    "2026-12-03-711-certificate-reports": certificateReportMigration(dialect),
    "2026-12-03-712-company-log": companyLogMigration(dialect),
    "2026-12-03-721-reexaminations": reexaminationMigration,
    "2026-12-03-731-reminders": reminderMigration,
    "2026-12-03-741-calendar-feeds": calendarFeedMigration,
    "2026-12-07-801-item-latest": itemLatestMigration(dialect),
    "2026-12-07-811-account-mail": accountMailMigration(dialect),
    "2026-12-07-861-spam-reason": spamReasonMigration,
    "2026-12-07-931-dangerous-defects": dangerousDefectMigration,
    "2026-12-07-971-inspection-jobs": inspectionJobsMigration,
    "2026-12-07-951-photo-uploads": photoUploadMigration(dialect),
    "2026-12-07-981-authorisations": authorisationMigration,
    "2026-12-07-991-report-review": reportReviewMigration,
    "2026-12-07-992-certificate-counters": certificateCounterMigration,
    "2026-12-07-993-authorisation-scans": authorisationScanMigration(dialect),
  }
}

// Up to the latest, or (for the tests of a migration) up to and including the one named.
export async function migrate(db: Kysely<unknown>, dialect: Dialect, upTo?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) }
  const migrator = new Migrator({ db, provider })
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest())
  const failed = results?.find((result) => result.status === "Error")
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${(error as Error)?.message ?? error}`)
  }
}
