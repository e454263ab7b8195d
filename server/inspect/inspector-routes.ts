import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { cairoToday } from "../../src/lib/cairo-today"
import {
  INSPECT_FORMS_API,
  INSPECT_JOBS_API,
  INSPECT_ME_API,
  inspectJobReportsApi,
  inspectReportApi,
} from "../../src/lib/inspect-paths"
import {
  REPORT_ISSUED,
  inspectFormsReply,
  inspectJobsReply,
  inspectorMe,
  jobReportsReply,
  reportConflictReply,
  reportDraft,
  reportIssuedReply,
  savedReportReply,
} from "../../src/lib/inspect-replies"
import type { Locale } from "../../src/lib/locales"
import { missingFields, type MissingField } from "../../src/lib/report-completeness"
import type { ReportForm } from "../../src/lib/report-form-schema"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import { inspectorOf } from "./inspector-guard"
import { assignedJob, inspectorJobs } from "./jobs"
import { jobReports } from "./job-reports"
import { saveReport } from "./report-sync"
import { submissionRefusal } from "./authorisation-check"

// A report's JSON: 100 defects of 2,000 characters and 60 photos' captions stay well inside it.
export const REPORT_BODY_LIMIT = 512 * 1024
export const REPORT_INCOMPLETE = "REPORT_INCOMPLETE"

export type InspectorRouteOptions = {
  db: Kysely<Database>
  clock: Clock
  // Both editions of every kind of report (data/report-forms/): handed to the app, and what a report marked
  // finished must hold (src/lib/report-completeness.ts).
  forms: Record<Locale, ReportForm[]>
}

// A report marked finished that lacks particulars of its form: each named as the report names it.
const incomplete = (missing: MissingField[]) => ({
  error: `The report lacks: ${missing.map(({ label, defect }) => (defect === undefined ? label : `${label} (defect ${defect + 1}: the date by which it must be remedied)`)).join("; ")}.`,
  code: REPORT_INCOMPLETE,
  fields: Object.fromEntries(
    missing.map(({ id, defect }) =>
      defect === undefined
        ? [`body.values.${id}`, "Please fill in this field."]
        : [`body.values.${id}.${defect}.remedyBy`, "Please give the date by which this defect must be remedied."],
    ),
  ),
})

const NO_JOB = { error: "No job of yours has this id.", code: ERROR_CODES.notFound }
const NO_REPORT = { error: "No report of this job has this id.", code: ERROR_CODES.notFound }

// The inspector's own calls, inside the inspectors' guarded scope (plugin.ts): who they are, their jobs, and their
// reports, each only on a job they are assigned to.
export async function inspectorRoutes(scope: FastifyInstance, { db, clock, forms }: InspectorRouteOptions) {
  const app = zodRoutes(scope)
  app.get(INSPECT_FORMS_API, { schema: { response: { 200: inspectFormsReply } } }, async () => forms)
  app.get(
    INSPECT_ME_API,
    { config: { beforeTwoFactor: true }, schema: { response: { 200: inspectorMe } } },
    async (request) => inspectorOf(request),
  )
  app.get(INSPECT_JOBS_API, { schema: { response: { 200: inspectJobsReply } } }, async (request) => ({
    jobs: await inspectorJobs(db, inspectorOf(request).id, cairoToday(clock())),
  }))
  // The job's reports as the server holds them, whichever phone wrote them (issue 62): a second phone continues
  // one, and the inspector reads a reviewer's comments. A job not theirs is answered as one that does not exist.
  app.get(
    inspectJobReportsApi.pattern,
    {
      schema: {
        params: z.object({ jobId: z.string().max(100) }),
        response: { 200: jobReportsReply, "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const job = await assignedJob(db, request.params.jobId, inspectorOf(request).id)
      if (!job) return reply.code(404).send(NO_JOB)
      return { reports: await jobReports(db, job.id) }
    },
  )
  app.put(
    inspectReportApi.pattern,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        params: z.object({ reportId: z.string().uuid() }),
        body: reportDraft,
        response: {
          200: savedReportReply,
          409: z.union([reportConflictReply, reportIssuedReply]),
          "4xx": errorReply,
        },
      },
    },
    async (request, reply) => {
      const inspector = inspectorOf(request)
      const draft = request.body
      const job = await assignedJob(db, draft.jobId, inspector.id)
      if (!job) return reply.code(404).send(NO_JOB)
      if (!(JSON.parse(job.kinds) as string[]).includes(draft.kind)) {
        return reply.code(400).send({
          error: "This job does not ask for this kind of report.",
          code: ERROR_CODES.invalidRequest,
          fields: { "body.kind": "This job does not ask for this kind of report." },
        })
      }
      const unauthorised = await submissionRefusal(db, inspector.id, draft, job.day)
      if (unauthorised) return reply.code(403).send(unauthorised)
      const form = forms.en.find((one) => one.kind === draft.kind)
      const missing = draft.submitted && form ? missingFields(form, draft.values) : []
      if (missing.length) return reply.code(400).send(incomplete(missing))
      const saved = await saveReport(db, request.params.reportId, draft, inspector.name, clock())
      if (saved.outcome === "not found") return reply.code(404).send(NO_REPORT)
      if (saved.outcome === "issued") {
        return reply.code(409).send({
          error: `This report was issued as ${saved.number} and is never edited again: an amendment is made in the office.`,
          code: REPORT_ISSUED,
          number: saved.number,
        })
      }
      if (saved.outcome === "conflict") {
        return reply.code(409).send({
          error: "This report was changed since your copy: choose which to keep.",
          code: "STALE_VERSION" as const,
          current: saved.current,
        })
      }
      return { id: saved.id, version: saved.version }
    },
  )
}
