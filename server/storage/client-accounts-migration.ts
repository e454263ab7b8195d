import type { ColumnDefinitionBuilder, Kysely, Migration } from "kysely"
import { createAuthTables } from "./auth-tables"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// Client accounts (issue 50): a second Better Auth population beside the staff's, in tables of its own — the
// shape its Kysely adapter expects with the organization and two-factor plugins, each model renamed client_…
// (server/client/auth.ts) — and each company's sites. A client company is the organization plugin's
// organization; its Arabic name is an additional field.
export const clientAccountsMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const date = dialect === "postgres" ? "timestamptz" : "date"
    const bool = dialect === "postgres" ? "boolean" : "integer"
    const required = (col: ColumnDefinitionBuilder) => col.notNull()
    const user = (col: ColumnDefinitionBuilder) => col.notNull().references("client_user.id").onDelete("cascade")
    const company = (col: ColumnDefinitionBuilder) => col.notNull().references("client_company.id").onDelete("cascade")
    // client_user, client_session, client_account, client_verification, client_two_factor.
    const snakeCase = (model: string) => model.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
    await createAuthTables(db, dialect, (model) => `client_${snakeCase(model)}`, {
      user: (table) => table.addColumn("twoFactorEnabled", bool),
      session: (table) => table.addColumn("activeOrganizationId", "text"),
    })
    await db.schema
      .createTable("client_company")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", required)
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("logo", "text")
      .addColumn("createdAt", date, required)
      .addColumn("metadata", "text")
      .addColumn("nameAr", "text", required)
      .execute()
    await db.schema
      .createTable("client_member")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("organizationId", "text", company)
      .addColumn("userId", "text", user)
      .addColumn("role", "text", required)
      .addColumn("createdAt", date, required)
      .execute()
    await db.schema
      .createTable("client_invitation")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("organizationId", "text", company)
      .addColumn("email", "text", required)
      .addColumn("role", "text")
      .addColumn("status", "text", required)
      .addColumn("expiresAt", date, required)
      .addColumn("createdAt", date, required)
      .addColumn("inviterId", "text", user)
      .execute()
    // A company's sites, by name: the register filters by them, certificates will name one.
    await db.schema
      .createTable("client_company_sites")
      .addColumn("company_id", "text", company)
      .addColumn("name", "text", required)
      .addPrimaryKeyConstraint("client_company_sites_pk", ["company_id", "name"])
      .execute()
    for (const [table, column] of [
      ["client_member", "organizationId"],
      ["client_member", "userId"],
      ["client_invitation", "organizationId"],
      ["client_invitation", "email"],
    ]) {
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute()
    }
  },
})
