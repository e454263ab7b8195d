import { Readable } from "node:stream"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// The tables that keep stored files' bytes in chunks (seq from 0), and the column naming each chunk's file.
const CHUNKS = {
  request_attachment_chunks: "attachment_id",
  certificate_report_chunks: "report_id",
  photo_upload_chunks: "upload_id",
  authorisation_scan_chunks: "scan_id",
} as const

// A stored file's bytes as a stream, one chunk per query, so a download holds one chunk in memory at a time.
// The id is a number for the files of requests, certificates and authorisations, the tus upload id (text) for photos.
export function chunkStream(db: Kysely<Database>, table: keyof typeof CHUNKS, id: number | string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await db
        .selectFrom(table)
        .select("data")
        .where(CHUNKS[table], "=", id)
        .where("seq", "=", seq)
        .executeTakeFirst()
      if (!row) return
      yield Buffer.from(row.data)
    }
  }
  return Readable.from(chunks())
}
