import type { FastifyInstance } from "fastify"
import { sql, type Kysely, type SqlBool } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { cairoToday } from "../../src/lib/cairo-today"
import {
  STAFF_INSPECTORS_API,
  STAFF_JOBS_API,
  STAFF_REPORT_FORMS_API,
  staffJobApi,
} from "../../src/lib/inspect-paths"
import { members } from "../../src/lib/staff-replies"
import { assignBody, newJobBody, staffFormsReply, staffJobsReply } from "../../src/lib/inspect-replies"
import type { ReportForm } from "../../src/lib/report-form-schema"
import type { Clock } from "../clock"
import { errorReply, okReply, zodRoutes } from "../http/zod-routes"
import { audit } from "../staff/audit"
import { actorOf } from "../staff/guard"
import type { Database } from "../storage/schema"
import { assignInspectors, createJob, upcomingJobs, type JobProblem } from "./jobs"

export type StaffJobRouteOptions = {
  db: Kysely<Database>
  clock: Clock
  // The kinds of report there are forms for (data/report-forms/); any kind when left out.
  reportKinds?: () => string[]
  // The forms in English (data/report-forms/): the jobs page offers their kinds, a report's page their labels.
  forms?: () => ReportForm[]
}

const refusal = ({ problem, field }: JobProblem) => ({
  error: problem,
  code: ERROR_CODES.invalidRequest,
  fields: { [`body.${field}`]: problem },
})

// The office's jobs, inside the workspace's guarded scope (staff and administrators): make one, list the coming
// ones with their inspectors, change who is assigned.
export async function staffJobRoutes(
  scope: FastifyInstance,
  { db, clock, reportKinds, forms }: StaffJobRouteOptions,
) {
  const app = zodRoutes(scope)
  // The inspectors' own read of the forms (INSPECT_FORMS_API) refuses staff: the office reads them here.
  app.get(STAFF_REPORT_FORMS_API, { schema: { response: { 200: staffFormsReply } } }, async () => ({
    forms: forms?.() ?? [],
  }))
  app.get(STAFF_JOBS_API, { schema: { response: { 200: staffJobsReply } } }, async () => ({
    jobs: await upcomingJobs(db, cairoToday(clock())),
  }))
  app.get(STAFF_INSPECTORS_API, { schema: { response: { 200: members } } }, async () =>
    db
      .selectFrom("user")
      .select(["id", "name"])
      .where("role", "=", "inspector")
      // "is not true" reads SQLite's 0/1/null and PostgreSQL's booleans alike.
      .where(sql<SqlBool>`banned is not true`)
      .orderBy("name")
      .execute(),
  )
  app.post(
    STAFF_JOBS_API,
    { schema: { body: newJobBody, response: { 201: z.object({ id: z.string() }), "4xx": errorReply } } },
    async (request, reply) => {
      const known = reportKinds?.()
      const unknown = known && request.body.kinds.find((kind) => !known.includes(kind))
      if (unknown) return reply.code(400).send(refusal({ problem: `No form is called ${unknown}.`, field: "kinds" }))
      const made = await createJob(db, request.body, actorOf(request).id, clock())
      if ("problem" in made) return reply.code(400).send(refusal(made))
      await audit(db, actorOf(request), "job created", clock(), { reference: made.id })
      return reply.code(201).send(made)
    },
  )
  app.patch(
    staffJobApi.pattern,
    {
      schema: {
        params: z.object({ jobId: z.string().max(100) }),
        body: assignBody,
        response: { 200: okReply, "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const done = await assignInspectors(db, request.params.jobId, request.body.inspectorIds)
      if (done === "no job") return reply.code(404).send({ error: "No job has this id.", code: ERROR_CODES.notFound })
      if (done !== "done") return reply.code(400).send(refusal(done))
      await audit(db, actorOf(request), "job assigned", clock(), {
        reference: request.params.jobId,
        detail: `${request.body.inspectorIds.length} inspector(s)`,
      })
      return { ok: true as const }
    },
  )
}
