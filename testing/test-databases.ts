import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import { openDatabase } from "../server/storage/database"
import type { Database } from "../server/storage/schema"
import { postgresForTests } from "./postgres"
import { tempDir } from "./quote-app"

// The databases the server runs on, so the tests that store anything run on each.
export const STORAGE_KINDS = ["sqlite", "postgres"] as const
export type StorageKind = (typeof STORAGE_KINDS)[number]

export type TestDatabases = {
  /** The throwaway cluster (postgresForTests). */
  readonly postgres: { readonly url: string }
  /** The file's temp folder, removed after its tests. */
  readonly dataDir: string
  /** The folder of one kind inside dataDir, made on first use: where open(kind) keeps the SQLite file. */
  dataDirOf(kind: StorageKind): string
  /** A migrated database of that kind; the test destroys it. */
  open(kind: StorageKind): Promise<Kysely<Database>>
}

// The set-up of a test file that runs on both databases, written once: a throwaway PostgreSQL and a temp data
// folder for the file, made before its tests; after them the file's own clean-up runs (e.g. killServerProcesses,
// so no server holds a connection or a file), then the folder and the cluster are removed.
export function databasesForTests(prefix: string, cleanUp: () => Promise<void> = async () => undefined): TestDatabases {
  let dir: string | undefined
  const postgres = postgresForTests(async () => {
    await cleanUp()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })
  beforeAll(() => {
    dir = tempDir(prefix)
  })
  const databases: TestDatabases = {
    postgres,
    get dataDir() {
      if (!dir) throw new Error("databasesForTests: the data folder is not made yet (use it inside a test or a hook)")
      return dir
    },
    dataDirOf: (kind) => {
      const kindDir = path.join(databases.dataDir, kind)
      fs.mkdirSync(kindDir, { recursive: true })
      return kindDir
    },
    open: (kind) => {
      const dataDir = databases.dataDirOf(kind)
      return openDatabase(kind === "sqlite" ? { dataDir } : { dataDir, databaseUrl: postgres.url })
    },
  }
  return databases
}
