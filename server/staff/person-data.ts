import { sql, SqliteAdapter, type Kysely } from "kysely"
import { eraseAttachments } from "../attachments/attachment-erasure"
import { attachmentsForExport } from "../attachments/attachment-export"
import { CSV_COLUMNS } from "../cli/csv"
import type { Database, StoredRequest } from "../storage/schema"
import { truncateLog } from "../storage/sqlite-checkpointer"
import { audit, type Actor } from "./audit"
import { eraseAuditFreeText, removeMailCopies, vacuumErasedTables } from "./erasure-copies"

// What erasing leaves: the reference, the dates, service, industry and status, for statistics.
export const ERASED = {
  first_name: "",
  last_name: "",
  email: "",
  company: null,
  phone: null,
  message: "",
  job_reference: null,
  site: null,
  ip_hash: "",
  user_agent: null,
  page: null,
  idempotency_key: null,
  lost_reason: null,
  // A hash of the whole request as sent: of the personal fields too.
  body_hash: "",
} as const

// Where the copies outside the database are: the mails' .eml files (unset: none to look for).
export type ErasureCopies = { outboxDir?: string }

const byEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom("requests").where(sql`lower(email)`, "=", email.trim().toLowerCase())

// Everything held about one person (their requests, with the notes staff wrote on them), as JSON.
// What staff export as CSV, plus the user agent and the work on the request: the columns of a person's export,
// and so of its reply (schemas.ts, personExport).
export const EXPORT_COLUMNS = [
  ...CSV_COLUMNS,
  "kind",
  "job_reference",
  "site_kind",
  "site",
  "needed_by",
  "user_agent",
  "status",
  "lost_reason",
] as const satisfies readonly (keyof StoredRequest)[]

export async function exportPerson(db: Kysely<Database>, actor: Actor, email: string, now: Date) {
  const requests = await byEmail(db, email)
    .select(["id", ...EXPORT_COLUMNS])
    .orderBy("id")
    .execute()
  const notes = requests.length
    ? await db
        .selectFrom("request_notes")
        .select(["request_id", "at", "author_name", "text"])
        .where(
          "request_id",
          "in",
          requests.map((request) => request.id),
        )
        .execute()
    : []
  const files = await attachmentsForExport(
    db,
    requests.map((request) => request.id),
  )
  await audit(db, actor, "person exported", now, { detail: `${requests.length} request(s)` })
  return {
    requests: requests.map(({ id, ...request }) => ({
      ...request,
      notes: notes
        .filter((note) => note.request_id === id)
        .map((note) => ({ at: note.at, author: note.author_name, text: note.text })),
      files: files.get(id) ?? [],
    })),
  }
}

// Erases the personal fields, the notes and the mails of the given requests; each row once (the update only
// matches rows not yet erased, so two instances never both count one).
export async function eraseRequests(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
  copies: ErasureCopies = {},
): Promise<string[]> {
  const erased: string[] = []
  for (const id of ids) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("requests")
        .set({ ...ERASED, erased_at: now.toISOString() })
        .where("id", "=", id)
        .where("erased_at", "is", null)
        .returning("reference")
        .executeTakeFirst()
      if (!row) return null
      await trx.deleteFrom("request_notes").where("request_id", "=", id).execute()
      await trx.deleteFrom("outbox").where("request_id", "=", id).execute()
      await eraseAuditFreeText(trx, row.reference)
      await eraseAttachments(trx, id)
      return row.reference
    })
    if (done) erased.push(done)
  }
  // SQLite (with secure_delete on) zeroes freed pages; the checkpoint also empties the write-ahead log, which still
  // holds the old pages until then.
  if (erased.length && db.getExecutor().adapter instanceof SqliteAdapter) {
    await truncateLog(async () => (await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)).rows[0])
  } else if (erased.length) {
    await vacuumErasedTables(db)
  }
  if (copies.outboxDir) await removeMailCopies(copies.outboxDir, erased)
  return erased
}

export async function erasePerson(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  now: Date,
  copies: ErasureCopies = {},
): Promise<string[]> {
  const ids = (await byEmail(db, email).select("id").where("erased_at", "is", null).execute()).map((row) => row.id)
  const erased = await eraseRequests(db, ids, now, copies)
  for (const reference of erased) await audit(db, actor, "person erased", now, { reference })
  return erased
}
