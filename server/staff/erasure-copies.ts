import fs from "node:fs"
import path from "node:path"
import { sql, SqliteAdapter, type Kysely, type Transaction } from "kysely"
import type { Database } from "../storage/schema"
import { removeAccountMailCopy } from "../storage/account-mail"
import { truncateLog } from "../storage/sqlite-checkpointer"

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

// The .eml copies of account_mail rows an erasure deleted (the client mails to the address).
export async function removeAccountMailCopies(outboxDir: string | undefined, ids: number[]): Promise<void> {
  if (outboxDir) for (const id of ids) await removeAccountMailCopy(outboxDir, id)
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

// Erased rows leave copies in the database's files: SQLite (with secure_delete on) zeroes freed pages, and the
// checkpoint empties the write-ahead log, which still holds the old pages until then; PostgreSQL keeps an updated or
// deleted row's old version in the table until VACUUM removes it, so the erasure runs it on the tables erasures
// change, and no row version, live or dead, holds the erased fields afterwards. (The write-ahead log and backups
// still do until they are recycled: docs/staff-workspace.md, Personal data.)
export async function scrubErased(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await truncateLog(async () => (await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)).rows[0])
  } else {
    await sql`vacuum requests, request_notes, outbox, audit_log, account_mail, ${sql.join(
      CLIENT_ACCOUNT_TABLES.map((table) => sql.table(table)),
    )}`.execute(db)
  }
}

// The client population's tables an account's erasure changes (client-account-data.ts).
export const CLIENT_ACCOUNT_TABLES = [
  "client_user",
  "client_session",
  "client_account",
  "client_verification",
  "client_two_factor",
  "client_member",
  "client_invitation",
  "client_company_log",
] as const
