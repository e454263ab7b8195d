import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { STAFF_INSPECTION_REPORTS_API, staffInspectionReportApi } from "../../src/lib/inspect-paths"
import { staffReportReply, staffReportsReply } from "../../src/lib/inspect-replies"
import { errorReply, zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import { draftOfRow } from "./report-sync"
import { reportStateOf, reviewStateOf } from "./review-state"

// The newest this many: the office watches reports arrive; older ones are read from their job (issue 62).
export const REPORTS_LISTED = 200

const reportsWithJob = (db: Kysely<Database>) =>
  db
    .selectFrom("inspection_reports")
    .innerJoin("jobs", "jobs.id", "inspection_reports.job_id")
    .innerJoin("client_company", "client_company.id", "jobs.company_id")
    .selectAll("inspection_reports")
    .select(["client_company.name as company_name", "jobs.site"])

type Row = Awaited<ReturnType<ReturnType<typeof reportsWithJob>["executeTakeFirstOrThrow"]>>

const summaryOf = (row: Row) => ({
  id: row.id,
  jobId: row.job_id,
  companyName: row.company_name,
  site: row.site,
  kind: row.kind,
  itemKey: row.item_key,
  inspector: row.updated_by,
  version: row.version,
  submitted: row.submitted_at !== null,
  updatedAt: row.updated_at,
  state: reportStateOf(row),
})

// Staff read the reports as they arrive, while the inspector is still on site: the newest change first, and one
// report whole. Inside the workspace's guarded scope; no client route reads them (issue 62 issues them).
export async function staffReportRoutes(scope: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = zodRoutes(scope)
  app.get(STAFF_INSPECTION_REPORTS_API, { schema: { response: { 200: staffReportsReply } } }, async () => {
    const rows = await reportsWithJob(db)
      .orderBy("inspection_reports.updated_at", "desc")
      .orderBy("inspection_reports.id")
      .limit(REPORTS_LISTED)
      .execute()
    return { reports: rows.map(summaryOf) }
  })
  app.get(
    staffInspectionReportApi.pattern,
    {
      schema: {
        params: z.object({ reportId: z.string().max(100) }),
        response: { 200: staffReportReply, "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const row = await reportsWithJob(db)
        .where("inspection_reports.id", "=", request.params.reportId)
        .executeTakeFirst()
      if (!row) return reply.code(404).send({ error: "No report has this id.", code: ERROR_CODES.notFound })
      const { newItem, values, photos } = draftOfRow(row)
      return {
        ...summaryOf(row),
        ...{ newItem, values, photos },
        submittedAt: row.submitted_at,
        createdAt: row.created_at,
        review: reviewStateOf(row),
      }
    },
  )
}
