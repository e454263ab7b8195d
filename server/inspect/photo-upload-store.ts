import type { Readable } from "node:stream"
import { setImmediate as nextTurn } from "node:timers/promises"
import { DataStore, ERRORS, Upload } from "@tus/utils"
import type { Kysely } from "kysely"
import { chunkStream } from "../attachments/chunk-stream"
import type { Database } from "../storage/schema"

// 64 KB a row: a 400 KB photo is seven rows, and a request holds at most one row's bytes in memory.
export const PHOTO_CHUNK_BYTES = 64 * 1024

// The metadata key through which the plugin hands the uploader to create(); never stored as metadata, so a
// client that sends it changes nothing (the plugin sets it after the client's).
export const UPLOADER_KEY = "uploader"

export type PhotoUploadRow = Database["photo_uploads"]

// tus's DataStore over the database (photo_uploads, photo_upload_chunks): every instance sees the same uploads,
// so an upload begun on one finishes on another. Bytes are appended a chunk per transaction that also moves the
// offset, so the offset a HEAD answers is always the bytes stored. A request cut mid-way keeps what it brought:
// tus ends the stream and the last partial chunk is stored before write() returns.
export class PhotoUploadStore extends DataStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    // Told of each request's bytes as stored, and where they began (the plugin logs them).
    private readonly onWritten: (uploadId: string, bytes: number, offset: number) => void = () => undefined,
  ) {
    super()
    this.extensions = ["creation", "termination"]
  }

  override async create(upload: Upload): Promise<Upload> {
    const { [UPLOADER_KEY]: uploader, reportId, photoId } = upload.metadata ?? {}
    if (!uploader || !reportId || !photoId || upload.size === undefined) throw ERRORS.INVALID_METADATA
    upload.creation_date = this.now().toISOString()
    upload.metadata = { reportId, photoId }
    await this.db
      .insertInto("photo_uploads")
      .values({
        id: upload.id,
        user_id: uploader,
        report_id: reportId,
        photo_id: photoId,
        size: upload.size,
        received: 0,
        chunks: 0,
        metadata: JSON.stringify(upload.metadata),
        created_at: upload.creation_date,
      })
      .execute()
    return upload
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await findUpload(this.db, id)
    if (!row) throw ERRORS.FILE_NOT_FOUND
    return new Upload({
      id,
      size: row.size,
      offset: row.received,
      metadata: JSON.parse(row.metadata) as Record<string, string>,
      creation_date: row.created_at,
    })
  }

  override async remove(id: string): Promise<void> {
    await removePhotoUpload(this.db, id)
  }

  // The request is read as fast as it arrives, its chunks written behind it one at a time: bytes left waiting in
  // the streams' buffers would be lost when a cut request is ended, and sent again (at most a photo's 400 KB
  // are held, the size tus lets through). Chunks are stored in order, each after the one before it.
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let pending: Buffer[] = []
    let pendingBytes = 0
    let queued = offset
    let stored = offset
    let writes = Promise.resolve()
    const enqueue = () => {
      if (pendingBytes === 0) return
      const data = Buffer.concat(pending, pendingBytes)
      const at = queued
      pending = []
      pendingBytes = 0
      queued += data.length
      writes = writes.then(async () => {
        await appendChunk(this.db, id, at, data)
        stored = at + data.length
        // better-sqlite3 runs on this thread: let waiting requests in between chunks.
        await nextTurn()
      })
    }
    try {
      for await (const chunk of stream) {
        pending.push(chunk as Buffer)
        pendingBytes += (chunk as Buffer).length
        if (pendingBytes >= PHOTO_CHUNK_BYTES) enqueue()
      }
    } finally {
      // Also when the request broke off: what arrived is kept, and the client resumes after it.
      enqueue()
      await writes
      this.onWritten(id, stored - offset, offset)
    }
    return stored
  }
}

export const findUpload = (db: Kysely<Database>, id: string) =>
  db.selectFrom("photo_uploads").selectAll().where("id", "=", id).executeTakeFirst()

// One chunk and the offset it moves, in one transaction; the offset must still be where this request found it
// (the lock makes that so; a lost lock fails here rather than interleaving bytes).
async function appendChunk(db: Kysely<Database>, id: string, offset: number, data: Buffer) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("photo_uploads")
      .select(["received", "chunks", "size"])
      .where("id", "=", id)
      .executeTakeFirst()
    if (!row) throw ERRORS.FILE_NOT_FOUND
    if (row.received !== offset) throw ERRORS.INVALID_OFFSET
    if (offset + data.length > row.size) throw ERRORS.ERR_SIZE_EXCEEDED
    const moved = await trx
      .updateTable("photo_uploads")
      .set({ received: offset + data.length, chunks: row.chunks + 1 })
      .where("id", "=", id)
      .where("received", "=", offset)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) throw ERRORS.INVALID_OFFSET
    await trx.insertInto("photo_upload_chunks").values({ upload_id: id, seq: row.chunks, data }).execute()
  })
}

export async function removePhotoUpload(db: Kysely<Database>, id: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("photo_upload_chunks").where("upload_id", "=", id).execute()
    await trx.deleteFrom("photo_uploads").where("id", "=", id).execute()
  })
}

// An upload's bytes as a stream, one chunk per query (server/attachments/chunk-stream.ts).
export const photoStream = (db: Kysely<Database>, id: string): Readable => chunkStream(db, "photo_upload_chunks", id)

// The first bytes of an upload (for its kind), read chunk by chunk up to `bytes`.
export async function headOfUpload(db: Kysely<Database>, id: string, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = []
  let length = 0
  const stream = photoStream(db, id)
  for await (const chunk of stream) {
    parts.push(chunk as Buffer)
    length += (chunk as Buffer).length
    if (length >= bytes) break
  }
  stream.destroy()
  return Buffer.concat(parts).subarray(0, bytes)
}

// An upload left unfinished this long is given up (the device still holds the photo: asked again, the server answers
// 404 and tus-js-client sends it anew); a week covers an inspector offline on a long job.
export const STALE_PHOTO_UPLOAD_MS = 7 * 24 * 60 * 60_000

// Run by the retention job on every instance: removes unfinished uploads older than STALE_PHOTO_UPLOAD_MS, and the
// locks that instances which died holding them left past their expiry. Answers how many uploads went.
export async function discardStalePhotoUploads(db: Kysely<Database>, now: Date): Promise<number> {
  const stale = await db
    .selectFrom("photo_uploads")
    .select("id")
    .where("finished_at", "is", null)
    .where("created_at", "<", new Date(now.getTime() - STALE_PHOTO_UPLOAD_MS).toISOString())
    .execute()
  for (const { id } of stale) await removePhotoUpload(db, id)
  await db.deleteFrom("upload_locks").where("expires_at", "<", now.toISOString()).execute()
  return stale.length
}
