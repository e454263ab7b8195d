import type { Readable } from "node:stream"
import type { ExpressionBuilder, Kysely } from "kysely"
import type { Database, RequestAttachment } from "../storage/schema"
import { chunkStream } from "./chunk-stream"

export type AttachmentInfo = Pick<RequestAttachment, "id" | "request_id" | "name" | "size" | "type" | "sha256">

// The files of some requests (without their bytes), in the order they were sent.
export async function attachmentsOf(db: Kysely<Database>, requestIds: readonly number[]): Promise<AttachmentInfo[]> {
  if (requestIds.length === 0) return []
  const rows = await db
    .selectFrom("request_attachments")
    .select(["id", "request_id", "name", "size", "type", "sha256"])
    .where("request_id", "in", [...requestIds])
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

// A file's bytes as a stream, one chunk per query.
export const attachmentStream = (db: Kysely<Database>, id: number): Readable =>
  chunkStream(db, "request_attachment_chunks", id)

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
