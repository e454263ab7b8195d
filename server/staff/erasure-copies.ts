import fs from "node:fs"
import path from "node:path"
import { sql, type Kysely, type Transaction } from "kysely"
import type { Database } from "../storage/schema"

// What an erasure reaches beyond the request's own row: the copies the server keeps elsewhere.

// The .eml copies of a request's mails (written to DATA_DIR/outbox as <reference>-<kind>.eml without SMTP_URL).
export async function removeMailCopies(outboxDir: string, references: string[]): Promise<void> {
  if (references.length === 0) return
  let files: string[]
  try {
    files = await fs.promises.readdir(outboxDir)
  } catch {
    return
  }
  const prefixes = references.map((reference) => `${reference}-`)
  for (const file of files) {
    if (prefixes.some((prefix) => file.startsWith(prefix))) {
      await fs.promises.rm(path.join(outboxDir, file), { force: true })
    }
  }
}

// Audit entries keep who did what to a reference; free text typed about the requester (a lost request's reason)
// goes with the request: "lost: <reason>" becomes "lost".
export async function eraseAuditFreeText(trx: Transaction<Database>, reference: string): Promise<void> {
  await trx
    .updateTable("audit_log")
    .set({ detail: "lost" })
    .where("reference", "=", reference)
    .where("action", "=", "status changed")
    .where("detail", "like", "lost:%")
    .execute()
}

// PostgreSQL keeps an updated or deleted row's old version in the table until VACUUM removes it; the erasure runs
// it on the tables it changed, so no row version, live or dead, holds the erased fields afterwards. (The
// write-ahead log and backups still do until they are recycled: docs/staff-workspace.md, Personal data.)
export async function vacuumErasedTables(db: Kysely<Database>): Promise<void> {
  await sql`vacuum requests, request_notes, outbox, audit_log`.execute(db)
}
