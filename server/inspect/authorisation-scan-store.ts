import type { Readable } from "node:stream"
import type { Kysely } from "kysely"
import { STALE_UPLOAD_MS } from "../attachments/attachment-staging"
import { chunkStream } from "../attachments/chunk-stream"
import { writeFileChunks } from "../attachments/file-chunks"
import type { ReceivedFile } from "../attachments/received-file"
import type { Database } from "../storage/schema"

// The scan of the certificate behind a record of authorisation (authorisation-scan-migration.ts), stored as a
// certificate's report is (server/attachments/report-store.ts): bytes first, then one short transaction.

export type ScanInfo = { id: number; name: string; size: number; type: string }

const INFO = ["authorisation_scans.id", "name", "size", "type"] as const
const infoOf = (row: { id: number; name: string; size: number | string; type: string }): ScanInfo => ({
  ...row,
  size: Number(row.size),
})

// The scan of a person's record, or undefined: another person's record id finds nothing.
export async function scanOf(db: Kysely<Database>, userId: string, authorisationId: string) {
  const row = await db
    .selectFrom("authorisation_scans")
    .innerJoin("authorisations", "authorisations.id", "authorisation_scans.authorisation_id")
    .select(INFO)
    .where("authorisations.user_id", "=", userId)
    .where("authorisations.id", "=", authorisationId)
    .executeTakeFirst()
  return row && infoOf(row)
}

// The scans of a person's records, by record id: their list says which have one.
export async function scansOf(db: Kysely<Database>, userId: string): Promise<Map<string, ScanInfo>> {
  const rows = await db
    .selectFrom("authorisation_scans")
    .innerJoin("authorisations", "authorisations.id", "authorisation_scans.authorisation_id")
    .select([...INFO, "authorisation_id"])
    .where("authorisations.user_id", "=", userId)
    .execute()
  return new Map(rows.map((row) => [row.authorisation_id!, infoOf(row)]))
}

// Stores a received file as the record's scan: its bytes a chunk per statement in a row no record sees, then one
// transaction gives it to the record and removes the scan it replaces (its chunks go with it, cascade), so a
// reader finds the old scan or the new one, whole. Returns whether one was replaced.
export async function storeScan(
  db: Kysely<Database>,
  authorisationId: string,
  file: ReceivedFile,
  uploadedBy: string,
  now: Date,
): Promise<{ scan: ScanInfo; replaced: boolean }> {
  // Uploads a server stopped in the middle of: never given to a record, older than any upload under way.
  await db
    .deleteFrom("authorisation_scans")
    .where("authorisation_id", "is", null)
    .where("uploaded_at", "<", new Date(now.getTime() - STALE_UPLOAD_MS).toISOString())
    .execute()
  const row = await db
    .insertInto("authorisation_scans")
    .values({
      ...{ authorisation_id: null, name: file.name, size: file.size, type: file.type, sha256: file.sha256 },
      ...{ uploaded_at: now.toISOString(), uploaded_by: uploadedBy },
    })
    .returning(INFO)
    .executeTakeFirstOrThrow()
  try {
    await writeFileChunks(file.path, (seq, data) =>
      db.insertInto("authorisation_scan_chunks").values({ scan_id: row.id, seq, data }).execute(),
    )
    const replaced = await db.transaction().execute(async (trx) => {
      const old = await trx
        .deleteFrom("authorisation_scans")
        .where("authorisation_id", "=", authorisationId)
        .executeTakeFirst()
      await trx
        .updateTable("authorisation_scans")
        .set({ authorisation_id: authorisationId })
        .where("id", "=", row.id)
        .execute()
      return Number(old.numDeletedRows) > 0
    })
    return { scan: infoOf(row), replaced }
  } catch (error) {
    await db
      .deleteFrom("authorisation_scans")
      .where("id", "=", row.id)
      .execute()
      .catch(() => {})
    throw error
  }
}

// A scan's bytes as a stream, one chunk per query.
export const scanStream = (db: Kysely<Database>, id: number): Readable =>
  chunkStream(db, "authorisation_scan_chunks", id)
