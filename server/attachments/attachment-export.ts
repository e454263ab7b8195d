import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { attachmentBytes, attachmentsOf } from "./attachment-store"

// A person's export carries their files inside the JSON, base64-encoded beside name, type, size and SHA-256:
// one self-contained download, as the export always was, that any tool can read and check against the digests.
export async function attachmentsForExport(db: Kysely<Database>, quoteIds: readonly number[]) {
  const byQuote = new Map<number, { name: string; type: string; size: number; sha256: string; base64: string }[]>()
  for (const file of await attachmentsOf(db, quoteIds)) {
    const list = byQuote.get(file.request_id) ?? []
    const base64 = (await attachmentBytes(db, file.id)).toString("base64")
    list.push({ name: file.name, type: file.type, size: file.size, sha256: file.sha256, base64 })
    byQuote.set(file.request_id, list)
  }
  return byQuote
}
