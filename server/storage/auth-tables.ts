import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// The tables Better Auth's Kysely adapter expects, in the shape both populations share: the workspace's
// (user, session, account, verification, twoFactor) and the clients' (client_…). Each population adds its
// plugins' columns to the user and session tables (createAuthTables, at the end).
const types = (dialect: Dialect) => ({
  date: dialect === "postgres" ? ("timestamptz" as const) : ("date" as const),
  bool: dialect === "postgres" ? ("boolean" as const) : ("integer" as const),
})
const required = (col: ColumnDefinitionBuilder) => col.notNull()
const owner = (userTable: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(`${userTable}.id`).onDelete("cascade")

const AUTH_MODELS = ["user", "session", "account", "verification", "twoFactor"] as const
type AuthTableNames = Record<(typeof AUTH_MODELS)[number], string>

const userColumns = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>, dialect: Dialect) => {
  const { date, bool } = types(dialect)
  return table
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", required)
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("emailVerified", bool, required)
    .addColumn("image", "text")
    .addColumn("createdAt", date, required)
    .addColumn("updatedAt", date, required)
}

const sessionColumns = <TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  dialect: Dialect,
  userTable: string,
) => {
  const { date } = types(dialect)
  return table
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expiresAt", date, required)
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("createdAt", date, required)
    .addColumn("updatedAt", date, required)
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", owner(userTable))
}

async function createAccountTables(db: Kysely<unknown>, dialect: Dialect, names: AuthTableNames) {
  const { date, bool } = types(dialect)
  await db.schema
    .createTable(names.account)
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("accountId", "text", required)
    .addColumn("providerId", "text", required)
    .addColumn("userId", "text", owner(names.user))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", date)
    .addColumn("refreshTokenExpiresAt", date)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", date, required)
    .addColumn("updatedAt", date, required)
    .execute()
  await db.schema
    .createTable(names.verification)
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", required)
    .addColumn("value", "text", required)
    .addColumn("expiresAt", date, required)
    .addColumn("createdAt", date, required)
    .addColumn("updatedAt", date, required)
    .execute()
  await db.schema
    .createTable(names.twoFactor)
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("secret", "text", required)
    .addColumn("backupCodes", "text", required)
    .addColumn("userId", "text", owner(names.user))
    .addColumn("verified", bool)
    .addColumn("failedVerificationCount", "integer")
    .addColumn("lockedUntil", date)
    .execute()
}

// A population's plugin columns, added to its user and its session table.
type AddColumns = (table: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>

// One population's tables, each Better Auth model's named by `tableOf`, each with the index Better Auth looks its
// rows up by (<table>_<column>_idx).
export async function createAuthTables(
  db: Kysely<unknown>,
  dialect: Dialect,
  tableOf: (model: (typeof AUTH_MODELS)[number]) => string,
  plugins: { user: AddColumns; session: AddColumns },
) {
  const names = Object.fromEntries(AUTH_MODELS.map((model) => [model, tableOf(model)])) as AuthTableNames
  await plugins.user(userColumns(db.schema.createTable(names.user), dialect)).execute()
  await plugins.session(sessionColumns(db.schema.createTable(names.session), dialect, names.user)).execute()
  await createAccountTables(db, dialect, names)
  const lookups: [table: string, column: string][] = [
    [names.session, "userId"],
    [names.account, "userId"],
    [names.verification, "identifier"],
    [names.twoFactor, "userId"],
  ]
  for (const [table, column] of lookups) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute()
  }
}
