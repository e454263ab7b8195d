import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { cairoToday } from "../../src/lib/cairo-time"
import type { FieldValue } from "../../src/lib/inspect-replies"
import { staffAuthoriseReportApi, staffReturnReportApi } from "../../src/lib/inspect-paths"
import { authorisedReply, authoriseReportBody, returnReportBody, reviewState } from "../../src/lib/review-replies"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { audit } from "../staff/audit"
import { staffOf } from "../staff/guard"
import type { Database } from "../storage/schema"
import { reportWithJob } from "./issue-facts"
import { issueReport, stateRefusal, type IssueOptions } from "./issue-report"
import { reviewRefusal } from "./review-rules"
import { reviewStateOf } from "./review-state"

export type ReviewRouteOptions = Omit<IssueOptions, "db"> & { db: Kysely<Database>; clock: Clock }

// 100 comments of 2,000 characters fit; anything larger is refused before it is parsed.
export const RETURN_BODY_LIMIT = 256 * 1024
const AUTHORISE_BODY_LIMIT = 1024

const params = z.object({ reportId: z.string().max(100) })

// The review of a submitted report (issue 62), inside the workspace's guarded scope (session, role, Origin): a
// reviewer returns it to its inspector with comments, or authorises it, which issues it in one step
// (issue-report.ts). Both only on the version read, by a reviewer authorised for its kind that day, never its author.
export async function reviewRoutes(scope: FastifyInstance, options: ReviewRouteOptions) {
  const { db, clock, forms } = options
  const app = zodRoutes(scope)
  app.post(
    staffReturnReportApi.pattern,
    {
      bodyLimit: RETURN_BODY_LIMIT,
      schema: { params, body: returnReportBody, response: { 200: reviewState, "4xx": errorReply } },
    },
    async (request, reply) => {
      const now = clock()
      const reviewer = staffOf(request)
      const row = await reportWithJob(db, request.params.reportId)
      if (!row) return reply.code(404).send({ error: "No report has this id.", code: ERROR_CODES.notFound })
      const state = stateRefusal(row, request.body.version)
      if (state) return reply.code(state.status).send(state.body)
      const values = JSON.parse(row.values) as Record<string, FieldValue>
      const report = { kind: row.kind, values, jobId: row.job_id, updatedBy: row.updated_by }
      const refused = await reviewRefusal(db, reviewer, report, cairoToday(now), "return")
      if (refused) return reply.code(403).send(refused)
      // A comment on a field names one of the report's form.
      const form = forms.en.find((one) => one.kind === row.kind)
      const fieldIds = new Set(form?.sections.flatMap((section) => section.fields.map((field) => field.id)))
      const unknown = request.body.comments.findIndex((comment) => comment.field !== null && !fieldIds.has(comment.field))
      if (unknown >= 0) {
        const problem = "This report's form has no such field."
        return reply
          .code(400)
          .send({ error: problem, code: ERROR_CODES.invalidRequest, fields: { [`comments.${unknown}.field`]: problem } })
      }
      const at = now.toISOString()
      const comments = request.body.comments.map((comment) => ({ ...comment, by: reviewer.name, at }))
      // Only the version read and still waiting: an edit or another review since is answered 409 below.
      const updated = await db
        .updateTable("inspection_reports")
        .set({
          submitted_at: null,
          returned_at: at,
          returned_by_name: reviewer.name,
          review_comments: JSON.stringify(comments),
        })
        .where("id", "=", row.id)
        .where("version", "=", request.body.version)
        .where("submitted_at", "is not", null)
        .where("issued_number", "is", null)
        .executeTakeFirst()
      const after = await reportWithJob(db, row.id)
      if (Number(updated.numUpdatedRows) !== 1 || !after) {
        const lost = after && stateRefusal(after, request.body.version)
        if (lost) return reply.code(lost.status).send(lost.body)
        return reply.code(409).send({ error: "This report changed meanwhile: read it again.", code: ERROR_CODES.staleVersion })
      }
      await audit(db, reviewer, "report returned", now, {
        reference: row.id,
        detail: `${row.kind} by ${row.updated_by}: ${comments.length} comment(s)`,
      })
      return reviewStateOf(after)
    },
  )
  app.post(
    staffAuthoriseReportApi.pattern,
    {
      bodyLimit: AUTHORISE_BODY_LIMIT,
      schema: { params, body: authoriseReportBody, response: { 200: authorisedReply, "4xx": errorReply } },
    },
    async (request, reply) => {
      const reviewer = staffOf(request)
      const outcome = await issueReport(
        { ...options, db },
        { reportId: request.params.reportId, ...request.body, reviewer },
        clock(),
      )
      if (!outcome.issued) return reply.code(outcome.status).send(outcome.body)
      return { number: outcome.number, issuedAt: outcome.issuedAt }
    },
  )
}
