import fs from "node:fs/promises"
import { setImmediate as nextTurn } from "node:timers/promises"
import { SqliteAdapter, sql, type Kysely } from "kysely"
import type { Database } from "../storage/schema"
import type { ReceivedFile } from "./received-file"

// 512 KB a row: small enough that memory holds one chunk per upload being stored, large enough that a 20 MB
// file is 40 rows.
export const ATTACHMENT_CHUNK_BYTES = 512 * 1024

// A staged file not linked after this long belongs to a request that failed or a server that died mid-upload.
export const STALE_UPLOAD_MS = 60 * 60_000

// Writes a request's files before the request: each file a row without a request, its bytes one chunk per
// statement (SQLite's single connection and PostgreSQL's pool are held for one chunk at a time, never a whole
// file, so the certificate check and other requests pass between chunks). Nothing is visible until
// linkAttachments runs in the request's transaction. On failure what was staged is removed before the error
// goes on. Returns the staged files' ids.
export async function stageAttachments(
  db: Kysely<Database>,
  files: readonly ReceivedFile[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = []
  try {
    // One buffer for all chunks: both drivers have sent its bytes by the time the insert resolves.
    const buffer = Buffer.alloc(ATTACHMENT_CHUNK_BYTES)
    for (const file of files) {
      const { id } = await db
        .insertInto("request_attachments")
        .values({
          request_id: null,
          staged_at: now.toISOString(),
          name: file.name,
          size: file.size,
          type: file.type,
          sha256: file.sha256,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
      ids.push(id)
      const handle = await fs.open(file.path, "r")
      try {
        for (let seq = 0; ; seq++) {
          const { bytesRead } = await handle.read(buffer, 0, ATTACHMENT_CHUNK_BYTES, null)
          if (bytesRead === 0) break
          await insertChunk(db, { attachment_id: id, seq, data: buffer.subarray(0, bytesRead) })
          // better-sqlite3 runs on this thread: let waiting requests in before the next chunk.
          await nextTurn()
        }
      } finally {
        await handle.close()
      }
    }
  } catch (error) {
    await discardStaged(db, ids).catch(() => {})
    throw error
  }
  return ids
}

// A staged chunk is written without waiting for a disk sync of its own (on SQLite better-sqlite3 would wait on the
// server's only thread; on PostgreSQL each 512 KB commit waited for its flush). The request's commit syncs the
// write-ahead log, and with it every chunk written before, so the files are on disk once their request is; a chunk
// lost to a power cut was not part of any request yet.
async function insertChunk(db: Kysely<Database>, chunk: { attachment_id: number; seq: number; data: Buffer }) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx)
      await trx.insertInto("request_attachment_chunks").values(chunk).execute()
    })
    return
  }
  // One connection for the three statements: nothing else runs between them.
  await db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection)
    try {
      await connection.insertInto("request_attachment_chunks").values(chunk).execute()
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection)
    }
  })
}

// Gives staged files to their request, inside the request's transaction; a file that is no longer staged (removed
// as stale meanwhile) fails the transaction, so a request is never stored without all its files.
export async function linkAttachments(trx: Kysely<Database>, requestId: number, ids: readonly number[]) {
  if (ids.length === 0) return
  const { numUpdatedRows } = await trx
    .updateTable("request_attachments")
    .set({ request_id: requestId, staged_at: null })
    .where("id", "in", [...ids])
    .where("request_id", "is", null)
    .executeTakeFirstOrThrow()
  if (Number(numUpdatedRows) !== ids.length) throw new Error("A staged file is gone; the request is not stored.")
}

// Removes staged files that no request took (its save failed, or it was a replay of one already stored). Only
// unlinked files: a linked one is never touched here.
export async function discardStaged(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  return ids.length > 0 ? removeUnlinked(db, { ids }) : 0
}

// Staged files older than STALE_UPLOAD_MS: left by a server that stopped mid-upload (run by the retention job,
// shortly after start and daily, on every instance). Younger ones may be another instance's upload under way.
export async function discardStaleUploads(db: Kysely<Database>, now: Date): Promise<number> {
  return removeUnlinked(db, { before: new Date(now.getTime() - STALE_UPLOAD_MS).toISOString() })
}

async function removeUnlinked(db: Kysely<Database>, which: { ids?: readonly number[]; before?: string }) {
  return db.transaction().execute(async (trx) => {
    // The update claims the rows (PostgreSQL locks them): a link under way either commits first, and the file is
    // no longer unlinked here, or waits for this transaction and then finds its file gone, and fails.
    let claim = trx.updateTable("request_attachments").set({ staged_at: "" }).where("request_id", "is", null)
    if (which.ids) claim = claim.where("id", "in", [...which.ids])
    if (which.before) claim = claim.where("staged_at", "<", which.before)
    const ids = (await claim.returning("id").execute()).map((row) => row.id)
    if (ids.length === 0) return 0
    await trx.deleteFrom("request_attachment_chunks").where("attachment_id", "in", ids).execute()
    await trx.deleteFrom("request_attachments").where("id", "in", ids).execute()
    return ids.length
  })
}
