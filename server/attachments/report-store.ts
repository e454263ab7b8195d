import type { Readable } from "node:stream"
import type { Kysely } from "kysely"
import { MB } from "../../src/lib/attachment-rules"
import type { Database } from "../storage/schema"
import { STALE_UPLOAD_MS } from "./attachment-staging"
import { chunkStream } from "./chunk-stream"
import { writeFileChunks } from "./file-chunks"
import type { ReceivedFile } from "./received-file"

// A signed report is one PDF; a long one with scans stays well under this.
export const REPORT_MAX_BYTES = 20 * MB
export const REPORT_TYPE = "application/pdf"

export type ReportInfo = {
  id: number
  name: string
  size: number
  sha256: string
  uploadedAt: string
  uploadedBy: string
}

const infoOf = (row: {
  id: number
  name: string
  size: number | string
  sha256: string
  uploaded_at: string
  uploaded_by: string
}): ReportInfo => ({
  id: row.id,
  name: row.name,
  size: Number(row.size),
  sha256: row.sha256,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
})
const INFO = ["certificate_reports.id", "name", "size", "sha256", "uploaded_at", "uploaded_by"] as const

// The current report of a certificate (by its row id), or undefined.
export async function reportOf(db: Kysely<Database>, certificateId: number): Promise<ReportInfo | undefined> {
  const row = await db
    .selectFrom("certificate_reports")
    .select(INFO)
    .where("certificate_id", "=", certificateId)
    .executeTakeFirst()
  return row && infoOf(row)
}

// The current report of a client company's certificate, found by its number, or undefined: another company's
// number finds nothing.
export async function companyReportOf(
  db: Kysely<Database>,
  companyId: string,
  number: string,
): Promise<ReportInfo | undefined> {
  const row = await db
    .selectFrom("certificate_reports")
    .innerJoin("certificates", "certificates.id", "certificate_reports.certificate_id")
    .select(INFO)
    .where("certificates.company_id", "=", companyId)
    .where("certificates.number", "=", number)
    .executeTakeFirst()
  return row && infoOf(row)
}

// The reports of some certificates, by certificate id: the register's history says which have one.
export async function reportsOf(db: Kysely<Database>, certificateIds: readonly number[]) {
  if (certificateIds.length === 0) return new Map<number, ReportInfo>()
  const rows = await db
    .selectFrom("certificate_reports")
    .select([...INFO, "certificate_id"])
    .where("certificate_id", "in", [...certificateIds])
    .execute()
  return new Map(rows.map((row) => [row.certificate_id!, infoOf(row)]))
}

// Stores a received PDF as the certificate's report: its bytes first, a chunk per statement, in a row no
// certificate sees; then one short transaction gives it to the certificate and removes the report it replaces,
// so a reader finds the old report or the new one, whole. Returns whether one was replaced.
export async function storeReport(
  db: Kysely<Database>,
  certificateId: number,
  file: ReceivedFile,
  uploadedBy: string,
  now: Date,
): Promise<{ report: ReportInfo; replaced: boolean }> {
  await removeAbandoned(db, now)
  const row = await db
    .insertInto("certificate_reports")
    .values({
      certificate_id: null,
      name: file.name,
      size: file.size,
      sha256: file.sha256,
      uploaded_at: now.toISOString(),
      uploaded_by: uploadedBy,
    })
    .returning(INFO)
    .executeTakeFirstOrThrow()
  try {
    await writeFileChunks(file.path, (seq, data) =>
      db.insertInto("certificate_report_chunks").values({ report_id: row.id, seq, data }).execute(),
    )
    const replaced = await db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom("certificate_reports")
        .select("id")
        .where("certificate_id", "=", certificateId)
        .execute()
      await removeReports(
        trx,
        old.map((report) => report.id),
      )
      await trx
        .updateTable("certificate_reports")
        .set({ certificate_id: certificateId })
        .where("id", "=", row.id)
        .execute()
      return old.length > 0
    })
    return { report: infoOf(row), replaced }
  } catch (error) {
    await removeReports(db, [row.id]).catch(() => {})
    throw error
  }
}

async function removeReports(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return
  await db
    .deleteFrom("certificate_report_chunks")
    .where("report_id", "in", [...ids])
    .execute()
  await db
    .deleteFrom("certificate_reports")
    .where("id", "in", [...ids])
    .execute()
}

// Uploads a server stopped in the middle of (never given to a certificate, older than any upload under way).
async function removeAbandoned(db: Kysely<Database>, now: Date) {
  const before = new Date(now.getTime() - STALE_UPLOAD_MS).toISOString()
  const rows = await db
    .selectFrom("certificate_reports")
    .select("id")
    .where("certificate_id", "is", null)
    .where("uploaded_at", "<", before)
    .execute()
  await removeReports(
    db,
    rows.map((row) => row.id),
  )
}

// A report's bytes as a stream, one chunk per query.
export const reportStream = (db: Kysely<Database>, id: number): Readable =>
  chunkStream(db, "certificate_report_chunks", id)
