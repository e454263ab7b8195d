import { isDeepStrictEqual } from "node:util"
import type { Kysely, Selectable } from "kysely"
import type { ReportDraft } from "../../src/lib/inspect-replies"
import type { Database, InspectionReportTable } from "../storage/schema"

// A report as the device sends it (PUT inspectReportApi), stored by the rule of issue 61: an edit names the version
// it started from; the server stores it only on that very version (one conditional statement, so of two edits
// sent at once on the same version exactly one is stored) and moves the version on. The same edit sent again after
// it was stored (the device never heard the answer) is answered as the first time, stored once; anything else on a
// version that has moved is a conflict, answered with the server's copy for a person to decide. Never merged.

export type StoredReport = ReportDraft & { version: number; updatedBy: string; updatedAt: string }
export type SaveOutcome =
  | { outcome: "saved"; id: string; version: number }
  | { outcome: "conflict"; current: StoredReport }
  // No such report on this job (another job's id, or an edit of a report the server never had).
  | { outcome: "not found" }
  // Issued (issue 62): never edited again; an amendment is a new report made in the office.
  | { outcome: "issued"; number: string }

type Row = Selectable<InspectionReportTable>

export const draftOfRow = (row: Row): StoredReport => ({
  jobId: row.job_id,
  kind: row.kind,
  itemKey: row.item_key,
  newItem: row.new_item === null ? null : (JSON.parse(row.new_item) as ReportDraft["newItem"]),
  values: JSON.parse(row.values) as ReportDraft["values"],
  photos: JSON.parse(row.photos) as ReportDraft["photos"],
  // The version this copy is (the conflict's answer names it as `version` too).
  baseVersion: row.version,
  submitted: row.submitted_at !== null,
  version: row.version,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at,
})

// What an edit says, without the version it started from: a replay says the same.
const contentOf = ({ jobId, kind, itemKey, newItem, values, photos, submitted }: ReportDraft) => ({
  ...{ jobId, kind, itemKey, newItem, values, photos, submitted },
})

export async function saveReport(
  db: Kysely<Database>,
  id: string,
  draft: ReportDraft,
  by: string,
  now: Date,
): Promise<SaveOutcome> {
  const at = now.toISOString()
  const columns = {
    kind: draft.kind,
    item_key: draft.itemKey,
    new_item: draft.newItem === null ? null : JSON.stringify(draft.newItem),
    values: JSON.stringify(draft.values),
    photos: JSON.stringify(draft.photos),
    updated_by: by,
    updated_at: at,
  }
  const version = draft.baseVersion + 1
  if (draft.baseVersion === 0) {
    const inserted = await db
      .insertInto("inspection_reports")
      .values({
        id,
        job_id: draft.jobId,
        ...columns,
        version,
        submitted_at: draft.submitted ? at : null,
        created_at: at,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { outcome: "saved", id, version }
  } else {
    const updated = await db
      .updateTable("inspection_reports")
      .set((eb) => ({
        ...columns,
        version,
        // When it was first marked finished; an edit that takes the mark back clears it.
        submitted_at: draft.submitted ? eb.fn.coalesce("submitted_at", eb.val(at)) : null,
      }))
      .where("id", "=", id)
      .where("job_id", "=", draft.jobId)
      .where("version", "=", draft.baseVersion)
      // In the same statement as the version: an edit that arrives as the report is issued is refused, not stored.
      .where("issued_number", "is", null)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 1) return { outcome: "saved", id, version }
  }
  const row = await db.selectFrom("inspection_reports").selectAll().where("id", "=", id).executeTakeFirst()
  if (!row || row.job_id !== draft.jobId) return { outcome: "not found" }
  if (row.issued_number !== null) return { outcome: "issued", number: row.issued_number }
  const current = draftOfRow(row)
  if (current.version === version && isDeepStrictEqual(contentOf(current), contentOf(draft))) {
    return { outcome: "saved", id, version }
  }
  return { outcome: "conflict", current }
}
