import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { openDatabase } from "../server/storage/database"
import type { Database } from "../server/storage/schema"
import { startThrowawayPostgres } from "../testing/postgres"

// A benchmark's measure on each database the server runs on, SQLite then PostgreSQL, each new and migrated, in a
// temp folder and a throwaway cluster removed afterwards.
export async function onEachDatabase(
  name: string,
  measure: (database: "SQLite" | "PostgreSQL", db: Kysely<Database>) => Promise<void>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  const postgres = await startThrowawayPostgres()
  try {
    const sqlite = await openDatabase({ dataDir: dir })
    await measure("SQLite", sqlite)
    await sqlite.destroy()
    const pg = await openDatabase({ dataDir: dir, databaseUrl: postgres.url })
    await measure("PostgreSQL", pg)
    await pg.destroy()
  } finally {
    await postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
