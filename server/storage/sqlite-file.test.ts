/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import SQLite from "better-sqlite3"
import { Kysely, SqliteDialect } from "kysely"
import { openDatabase } from "./database"
import { migrate } from "./migrations"
import { saveRequest } from "./requests"
import type { Database } from "./schema"
import { EARLIER_SQLITE_FILE, SQLITE_FILE } from "./sqlite-file"
import { newQuote } from "../../testing/fixtures"
import { tempDirs } from "../../testing/temp-dirs"

jest.setTimeout(60_000)

const tempDir = tempDirs(afterAll)
const NOW = new Date("2026-12-01T10:00:00Z")
const EMAIL = "samir.fawzy@alex-refinery.test"
const fingerprint = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")
const databaseFiles = (dataDir: string) =>
  fs
    .readdirSync(dataDir)
    .filter((name) => name.includes(".sqlite"))
    .sort()

// DATA_DIR as the earlier version left it when its process was killed: a request committed to the write-ahead log
// and not yet checkpointed into quotes.sqlite (the files copied while the connection was open).
async function earlierDataDir(): Promise<string> {
  const running = tempDir("earlier-running-")
  const sqlite = new SQLite(path.join(running, EARLIER_SQLITE_FILE))
  sqlite.pragma("journal_mode = WAL")
  sqlite.pragma("wal_autocheckpoint = 0")
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  await migrate(db as Kysely<unknown>, "sqlite")
  await saveRequest(db, newQuote({ email: EMAIL }), NOW)
  const killed = tempDir("earlier-killed-")
  for (const name of databaseFiles(running)) fs.copyFileSync(path.join(running, name), path.join(killed, name))
  await db.destroy()
  return killed
}

test("a database under its earlier name moves to site.sqlite on first start, with what its log held", async () => {
  const dataDir = await earlierDataDir()
  expect(fs.statSync(path.join(dataDir, `${EARLIER_SQLITE_FILE}-wal`)).size).toBeGreaterThan(0)
  const db = await openDatabase({ dataDir })
  try {
    const rows = await db.selectFrom("requests").select(["email", "reference"]).execute()
    expect(rows).toEqual([{ email: EMAIL, reference: expect.stringMatching(/^Q-2026-\d{6}$/) }])
    expect(databaseFiles(dataDir).filter((name) => name.startsWith(EARLIER_SQLITE_FILE))).toEqual([])
    expect(databaseFiles(dataDir)).toContain(SQLITE_FILE)
  } finally {
    await db.destroy()
  }
  // The next start opens it where it now is.
  const again = await openDatabase({ dataDir })
  expect(await again.selectFrom("requests").select("email").execute()).toEqual([{ email: EMAIL }])
  await again.destroy()
})

test("while another process has the earlier file open, nothing moves and the start says why", async () => {
  const dataDir = await earlierDataDir()
  // A server that has read it, as the earlier one had.
  const other = new SQLite(path.join(dataDir, EARLIER_SQLITE_FILE))
  other.prepare("select count(*) from requests").get()
  try {
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is open in another process.*stop the server that uses it/)
    expect(databaseFiles(dataDir)).toEqual([
      EARLIER_SQLITE_FILE,
      `${EARLIER_SQLITE_FILE}-shm`,
      `${EARLIER_SQLITE_FILE}-wal`,
    ])
  } finally {
    other.close()
  }
  const db = await openDatabase({ dataDir })
  expect(await db.selectFrom("requests").select("email").execute()).toEqual([{ email: EMAIL }])
  await db.destroy()
})

test("with both names present the start stops and overwrites neither", async () => {
  const dataDir = await earlierDataDir()
  fs.writeFileSync(path.join(dataDir, SQLITE_FILE), "")
  const before = databaseFiles(dataDir).map((name) => [name, fingerprint(path.join(dataDir, name))])
  await expect(openDatabase({ dataDir })).rejects.toThrow(
    `holds both ${EARLIER_SQLITE_FILE} (the database's earlier name) and ${SQLITE_FILE}`,
  )
  expect(databaseFiles(dataDir).map((name) => [name, fingerprint(path.join(dataDir, name))])).toEqual(before)
})
