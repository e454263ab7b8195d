import { Readable } from "node:stream"
import type { ExpressionBuilder, Kysely } from "kysely"
import type { Database, QuoteAttachment } from "../storage/schema"

export type AttachmentInfo = Pick<QuoteAttachment, "id" | "quote_id" | "name" | "size" | "type" | "sha256">

// The files of some requests (without their bytes), in the order they were sent.
export async function attachmentsOf(db: Kysely<Database>, quoteIds: readonly number[]): Promise<AttachmentInfo[]> {
  if (quoteIds.length === 0) return []
  const rows = await db
    .selectFrom("quote_attachments")
    .select(["id", "quote_id", "name", "size", "type", "sha256"])
    .where("quote_id", "in", [...quoteIds])
    .orderBy("id")
    .execute()
  return rows.map((row) => ({ ...row, size: Number(row.size) }))
}

// One file of a request, found by the request's reference and the file's id (an id alone never finds it).
export async function findAttachment(db: Kysely<Database>, reference: string, id: number) {
  const row = await db
    .selectFrom("quote_attachments")
    .innerJoin("quotes", "quotes.id", "quote_attachments.quote_id")
    .select([
      "quote_attachments.id",
      "quote_attachments.name",
      "quote_attachments.size",
      "quote_attachments.type",
      "quote_attachments.sha256",
    ])
    .where("quotes.reference", "=", reference)
    .where("quote_attachments.id", "=", id)
    .executeTakeFirst()
  return row ? { ...row, size: Number(row.size) } : undefined
}

// A file's bytes as a stream, one chunk per query, so a download holds one chunk in memory at a time.
export function attachmentStream(db: Kysely<Database>, id: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await db
        .selectFrom("quote_attachment_chunks")
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

// How many files a request has, as a column of a query on quotes (the CSV exports' "files").
export const fileCount = (eb: ExpressionBuilder<Database, "quotes">) =>
  eb
    .selectFrom("quote_attachments")
    .select((inner) => inner.fn.countAll<number | string>().as("n"))
    .whereRef("quote_attachments.quote_id", "=", "quotes.id")
    .as("files")
