import type { Kysely } from "kysely"
import type { JobReport } from "../../src/lib/inspect-replies"
import type { Database } from "../storage/schema"
import { draftOfRow } from "./report-sync"
import { reviewStateOf } from "./review-state"

// A job's reports as the server holds them (GET inspectJobReportsApi, issue 62), whichever phone wrote them: the
// first made first. The caller has checked that the inspector is assigned to the job.
export async function jobReports(db: Kysely<Database>, jobId: string): Promise<JobReport[]> {
  const rows = await db
    .selectFrom("inspection_reports")
    .selectAll()
    .where("job_id", "=", jobId)
    .orderBy("created_at")
    .orderBy("id")
    .execute()
  return rows.map((row) => {
    const { kind, itemKey, newItem, values, photos, version, updatedBy, updatedAt } = draftOfRow(row)
    return {
      ...{ id: row.id, kind, itemKey, newItem, values, photos },
      ...{ version, updatedBy, updatedAt, review: reviewStateOf(row) },
    }
  })
}
