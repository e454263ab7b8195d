import fs from "node:fs/promises"
import { Readable } from "node:stream"
import type { ExpressionBuilder, Kysely } from "kysely"
import type { Database, RequestAttachment } from "../storage/schema"
import type { ReceivedFile } from "./read-multipart"

// 512 KB a row: small enough that memory holds one chunk per upload being stored, large enough that a 20 MB
// file is 40 rows.
export const ATTACHMENT_CHUNK_BYTES = 512 * 1024

// Stores a request's files inside the caller's transaction (the one that stores the request), reading each
// temporary file a chunk at a time.
export async function storeAttachments(trx: Kysely<Database>, quoteId: number, files: readonly ReceivedFile[]) {
  for (const file of files) {
    const { id } = await trx
      .insertInto("request_attachments")
      .values({ request_id: quoteId, name: file.name, size: file.size, type: file.type, sha256: file.sha256 })
      .returning("id")
      .executeTakeFirstOrThrow()
    const handle = await fs.open(file.path, "r")
    try {
      for (let seq = 0; ; seq++) {
        const buffer = Buffer.alloc(ATTACHMENT_CHUNK_BYTES)
        const { bytesRead } = await handle.read(buffer, 0, ATTACHMENT_CHUNK_BYTES, null)
        if (bytesRead === 0) break
        await trx
          .insertInto("request_attachment_chunks")
          .values({ attachment_id: id, seq, data: buffer.subarray(0, bytesRead) })
          .execute()
      }
    } finally {
      await handle.close()
    }
  }
}

export type AttachmentInfo = Pick<RequestAttachment, "id" | "request_id" | "name" | "size" | "type" | "sha256">

// The files of some requests (without their bytes), in the order they were sent.
export async function attachmentsOf(db: Kysely<Database>, quoteIds: readonly number[]): Promise<AttachmentInfo[]> {
  if (quoteIds.length === 0) return []
  const rows = await db
    .selectFrom("request_attachments")
    .select(["id", "request_id", "name", "size", "type", "sha256"])
    .where("request_id", "in", [...quoteIds])
    .orderBy("id")
    .execute()
  return rows.map((row) => ({ ...row, size: Number(row.size) }))
}

// One file of a request, found by the request's reference and the file's id (an id alone never finds it).
export async function findAttachment(db: Kysely<Database>, reference: string, id: number) {
  const row = await db
    .selectFrom("request_attachments")
    .innerJoin("requests", "requests.id", "request_attachments.request_id")
    .select([
      "request_attachments.id",
      "request_attachments.name",
      "request_attachments.size",
      "request_attachments.type",
      "request_attachments.sha256",
    ])
    .where("requests.reference", "=", reference)
    .where("request_attachments.id", "=", id)
    .executeTakeFirst()
  return row ? { ...row, size: Number(row.size) } : undefined
}

// A file's bytes as a stream, one chunk per query, so a download holds one chunk in memory at a time.
export function attachmentStream(db: Kysely<Database>, id: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await db
        .selectFrom("request_attachment_chunks")
        .select("data")
        .where("attachment_id", "=", id)
        .where("seq", "=", seq)
        .executeTakeFirst()
      if (!row) return
      yield Buffer.from(row.data)
    }
  }
  return Readable.from(chunks())
}

export async function attachmentBytes(db: Kysely<Database>, id: number): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of attachmentStream(db, id)) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

// How many files a request has, as a column of a query on requests (the CSV exports' "files").
export const fileCount = (eb: ExpressionBuilder<Database, "requests">) =>
  eb
    .selectFrom("request_attachments")
    .select((inner) => inner.fn.countAll<number | string>().as("n"))
    .whereRef("request_attachments.request_id", "=", "requests.id")
    .as("files")
