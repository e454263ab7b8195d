import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { ERROR_CODES } from "../../src/lib/api-error"
import { INSPECT_DANGER_API } from "../../src/lib/inspect-paths"
import { dangerNotice, dangerNoticeReply } from "../../src/lib/inspect-replies"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import { recordDangerousDefect, type DangerMailOptions, type DangerRecipient } from "./dangerous-defect"
import { inspectorOf } from "./inspector-guard"
import { assignedJob } from "./jobs"

// A notice is a few lines of text.
const NOTICE_BODY_LIMIT = 16 * 1024

// The job's staff, told beside the company's administrators: who made the job and, for a booking, who the request
// is assigned to. Their language is not kept: the mail comes in both.
async function jobStaff(db: Kysely<Database>, job: { created_by: string; booking_reference: string | null }) {
  const assignee = job.booking_reference
    ? await db
        .selectFrom("requests")
        .select("assignee_id")
        .where("reference", "=", job.booking_reference)
        .executeTakeFirst()
    : undefined
  const ids = [job.created_by, assignee?.assignee_id].filter((id): id is string => Boolean(id))
  const users = await db.selectFrom("user").select("email").where("id", "in", ids).execute()
  return users.map((user): DangerRecipient => ({ email: user.email, locale: null }))
}

// POST INSPECT_DANGER_API: a dangerous defect, told the moment the device is online (LOLER 1998 reg. 10(1)(a),
// "forthwith"), by an inspector assigned to the job; sent twice, told once (recordDangerousDefect keeps it by the
// device's id). The report it belongs to may not be on the server yet (the notice goes first); one that is must be
// this job's.
export async function dangerRoute(
  scope: FastifyInstance,
  { db, clock, mail }: { db: Kysely<Database>; clock: Clock; mail: DangerMailOptions },
) {
  const app = zodRoutes(scope)
  app.post(
    INSPECT_DANGER_API,
    {
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: { body: dangerNotice, response: { 200: dangerNoticeReply, "4xx": errorReply } },
    },
    async (request, reply) => {
      const inspector = inspectorOf(request)
      const notice = request.body
      const job = await assignedJob(db, notice.jobId, inspector.id)
      const report = await db
        .selectFrom("inspection_reports")
        .select("job_id")
        .where("id", "=", notice.reportId)
        .executeTakeFirst()
      if (!job || (report && report.job_id !== job.id)) {
        return reply.code(404).send({ error: "No job of yours has this id.", code: ERROR_CODES.notFound })
      }
      const told = await recordDangerousDefect(
        db,
        {
          notice,
          companyId: job.company_id,
          site: job.site,
          inspectorName: inspector.name,
          staffRecipients: await jobStaff(db, job),
        },
        clock(),
        mail,
      )
      return { id: notice.id, recipients: told.recipients }
    },
  )
}
