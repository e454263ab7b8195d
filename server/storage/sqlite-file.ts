import fs from "node:fs"
import path from "node:path"
import SQLite from "better-sqlite3"

// The SQLite database in DATA_DIR. It holds everything the server keeps (requests of every kind, staff accounts,
// certificates, the audit log), so it is named for the site, not for one of them.
export const SQLITE_FILE = "site.sqlite"
// Its name until 2026-12, when it held quote requests only: a database of that name is moved on first start.
export const EARLIER_SQLITE_FILE = "quotes.sqlite"

// The files SQLite keeps beside a database in WAL mode.
const COMPANIONS = ["-wal", "-shm"]

export const sqlitePath = (dataDir: string) => path.join(dataDir, SQLITE_FILE)

// Moves DATA_DIR's quotes.sqlite to site.sqlite, its write-ahead log included, before the server opens it. The log
// is not renamed beside it: opening the database and closing it again checkpoints the log into the file, and the
// last connection's close removes the -wal and -shm files, so only the one file, complete, is renamed. Their
// staying behind means another process still has the database open (an old server not yet stopped): then nothing
// is moved, and the error says so. Nothing is ever overwritten: with both names present the start stops.
export function moveEarlierDatabase(dataDir: string): void {
  const earlier = path.join(dataDir, EARLIER_SQLITE_FILE)
  const current = sqlitePath(dataDir)
  if (!fs.existsSync(earlier)) return
  if (fs.existsSync(current)) {
    throw new Error(
      `${dataDir} holds both ${EARLIER_SQLITE_FILE} (the database's earlier name) and ${SQLITE_FILE}: keep the one ` +
        `with the site's data as ${SQLITE_FILE}, move the other away, and start again.`,
    )
  }
  const database = new SQLite(earlier)
  try {
    database.pragma("wal_checkpoint(TRUNCATE)")
  } finally {
    database.close()
  }
  const leftBeside = COMPANIONS.filter((suffix) => fs.existsSync(earlier + suffix))
  if (leftBeside.length > 0) {
    throw new Error(
      `${earlier} is open in another process (its ${leftBeside.join(" and ")} file stayed): stop the server that ` +
        `uses it, then start again, and the database moves to ${SQLITE_FILE} by itself.`,
    )
  }
  fs.renameSync(earlier, current)
}
