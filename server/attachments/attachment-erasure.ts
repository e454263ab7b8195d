import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// Erasing a request takes its files with it: the bytes, then the names. Called inside the erasure's transaction
// (server/staff/person-data.ts); SQLite's secure_delete and the checkpoint after it clear the freed pages.
export async function eraseAttachments(trx: Kysely<Database>, quoteId: number): Promise<void> {
  const files = trx.selectFrom("request_attachments").select("id").where("request_id", "=", quoteId)
  await trx.deleteFrom("request_attachment_chunks").where("attachment_id", "in", files).execute()
  await trx.deleteFrom("request_attachments").where("request_id", "=", quoteId).execute()
}
