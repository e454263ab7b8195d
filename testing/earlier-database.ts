import path from "node:path"
import SQLite from "better-sqlite3"
import { Kysely, PostgresDialect, SqliteDialect } from "kysely"
import pg from "pg"
import { EARLIER_SQLITE_FILE } from "../server/storage/sqlite-file"
import type { StorageKind } from "./test-databases"

// A migration's tests: a database as an earlier version of the server left it, opened without migrating (the
// test migrates it up to the version it starts from), and a request row as the earliest migrations define one.

// Any table with any columns: the code's Database type knows only the current names.
export type AnySchema = Record<string, Record<string, unknown>>

// SQLite under the file name the earlier versions used (the server moves it when it opens it), unless the test
// names the current one; PostgreSQL at the URL given.
export function openUnmigrated(
  kind: StorageKind,
  where: { dataDir: string; postgresUrl: string; file?: string },
): Kysely<AnySchema> {
  if (kind === "postgres") {
    return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: where.postgresUrl }) }) })
  }
  const database = new SQLite(path.join(where.dataDir, where.file ?? EARLIER_SQLITE_FILE))
  database.pragma("journal_mode = WAL")
  database.pragma("foreign_keys = ON")
  return new Kysely({ dialect: new SqliteDialect({ database }) })
}

// The columns of a request that migration 2026-11-22-001 requires, filled as a plain web request fills them.
export const earlierRequest = (fields: Record<string, unknown>) => ({
  last_name: "",
  company: null,
  phone: null,
  locale: "en",
  ip_hash: "hash",
  user_agent: null,
  page: "/",
  spam: 0,
  mail_status: "sent",
  idempotency_key: null,
  body_hash: "body",
  ...fields,
})
