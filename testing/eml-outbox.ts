import fs from "node:fs"
import path from "node:path"

// The raw text of every finished mail in an outbox folder (the server's .eml files without SMTP_URL). A message
// still being written (.eml.tmp) is not a mail yet, and a file deleted after the listing (renamed into place,
// erased) is skipped: the folder is shared with a running server. In the order they were queued: the names carry
// the outbox's row id (quote-12.eml, staff-3.eml), compared as numbers.
export function readOutboxMails(outboxDir: string): string[] {
  const names = readdirOrEmpty(outboxDir)
    .filter((name) => name.endsWith(".eml"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
  return names.flatMap((name) => {
    try {
      return [fs.readFileSync(path.join(outboxDir, name), "utf8")]
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return []
      throw error
    }
  })
}

function readdirOrEmpty(dir: string): string[] {
  try {
    return fs.readdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return []
    throw error
  }
}
