import fs from "node:fs"
import SQLite from "better-sqlite3"
import { Kysely, PostgresDialect, SqliteDialect, type KyselyConfig, type SqliteDatabase } from "kysely"
import pg from "pg"
import { migrate } from "./migrations"
import { startCheckpointer } from "./sqlite-checkpointer"
import { moveEarlierDatabase, sqlitePath } from "./sqlite-file"
import type { Database } from "./schema"

export type StorageConfig = { dataDir: string; databaseUrl?: string }

// Kysely's SQLite driver calls close() without awaiting it; this destroy() also waits for the checkpoint thread to
// close its connection, so once it resolves nothing touches the file (a folder removed right after destroy() got
// a file back from a thread that started late).
class SqliteKysely extends Kysely<Database> {
  constructor(
    config: KyselyConfig,
    private readonly stopCheckpoints: () => Promise<void>,
  ) {
    super(config)
  }

  override async destroy(): Promise<void> {
    await super.destroy()
    await this.stopCheckpoints()
  }
}

// SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. Both are migrated on open.
export async function openDatabase({ dataDir, databaseUrl }: StorageConfig): Promise<Kysely<Database>> {
  let db: Kysely<Database>
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 })
    // A connection dropped by a restarting database must not crash the process: the query on it fails (and the
    // API answers 503), the pool opens a new one next time. Idle clients report to the pool, checked-out ones
    // to themselves.
    pool.on("error", () => {})
    pool.on("connect", (client) => client.on("error", () => {}))
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  } else {
    fs.mkdirSync(dataDir, { recursive: true })
    moveEarlierDatabase(dataDir)
    const file = sqlitePath(dataDir)
    const sqlite = new SQLite(file)
    // WAL lets readers run beside the writer; FULL syncs every commit, so an acknowledged request survives a crash.
    sqlite.pragma("journal_mode = WAL")
    sqlite.pragma("synchronous = FULL")
    sqlite.pragma("busy_timeout = 5000")
    sqlite.pragma("foreign_keys = ON")
    // Erased personal data is overwritten on disk, not left in free pages.
    sqlite.pragma("secure_delete = ON")
    // Checkpoints on a thread of their own, not inside the commits of this one (sqlite-checkpointer.ts).
    sqlite.pragma("wal_autocheckpoint = 0")
    const stopCheckpoints = startCheckpointer(file, () => sqlite.open && sqlite.pragma("wal_autocheckpoint = 1000"))
    const database: SqliteDatabase = {
      prepare: (query) => sqlite.prepare(query),
      close: () => sqlite.close(),
    }
    db = new SqliteKysely({ dialect: new SqliteDialect({ database }) }, stopCheckpoints)
  }
  await migrate(db as Kysely<unknown>, databaseUrl ? "postgres" : "sqlite")
  return db
}
