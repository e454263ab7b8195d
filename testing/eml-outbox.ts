import fs from "node:fs"
import path from "node:path"

// The raw text of every finished mail in an outbox folder (the server's .eml files without SMTP_URL). A message
// still being written (.eml.tmp) is not a mail yet, and a file deleted after the listing (renamed into place,
// erased) is skipped: the folder is shared with a running server.
export function readOutboxMails(outboxDir: string): string[] {
  const names = readdirOrEmpty(outboxDir).filter((name) => name.endsWith(".eml"))
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
