import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { authorisationsReply, lapsingReply, newAuthorisationBody } from "../../src/lib/authorisation-replies"
import { cairoToday } from "../../src/lib/cairo-today"
import {
  STAFF_LAPSING_AUTHORISATIONS_API,
  staffAuthorisationsApi,
  staffWithdrawAuthorisationApi,
} from "../../src/lib/inspect-paths"
import type { Clock } from "../clock"
import { errorReply, okReply, zodRoutes } from "../http/zod-routes"
import { audit } from "../staff/audit"
import { actorOf } from "../staff/guard"
import type { Database } from "../storage/schema"
import {
  activeRoleOf,
  authorisationsOf,
  holdsCapability,
  lapsingWithin,
  recordAuthorisation,
  withdrawAuthorisation,
} from "./authorisation-store"
import { authorisationScanRoutes } from "./authorisation-scan-routes"
import { scansOf } from "./authorisation-scan-store"

export type AuthorisationRouteOptions = {
  db: Kysely<Database>
  clock: Clock
  // The kinds of report there are forms for (data/report-forms/); any kind when left out.
  reportKinds?: () => string[]
  // The scans of the records' certificates: downloads answer this site only; uploads wait on disk here.
  siteUrl: string
  uploadDir: string
}

// The workspace looks this far ahead for what lapses (issue 62).
export const LAPSING_DAYS = 60

const admin = { role: "admin" as const }
const NO_INSPECTOR = { error: "No inspector has this id.", code: ERROR_CODES.notFound }
const NO_REVIEWER = { error: "No staff member or administrator has this id.", code: ERROR_CODES.notFound }
const userParams = z.object({ userId: z.string().max(100) })

// The records of who may do what, inside the workspace's guarded scope: staff read them, administrators record
// and withdraw them (each in the audit log).
export async function authorisationRoutes(
  scope: FastifyInstance,
  { db, clock, reportKinds, siteUrl, uploadDir }: AuthorisationRouteOptions,
) {
  const app = zodRoutes(scope)
  await scope.register(authorisationScanRoutes, { db, clock, siteUrl, uploadDir })
  app.get(
    staffAuthorisationsApi.pattern,
    { schema: { params: userParams, response: { 200: authorisationsReply, "4xx": errorReply } } },
    async (request, reply) => {
      if ((await activeRoleOf(db, request.params.userId)) === undefined) return reply.code(404).send(NO_INSPECTOR)
      const [records, scans] = await Promise.all([
        authorisationsOf(db, request.params.userId),
        scansOf(db, request.params.userId),
      ])
      const scanOf = (id: string) => {
        const scan = scans.get(id)
        return scan ? { name: scan.name, size: scan.size } : null
      }
      return { authorisations: records.map((record) => ({ ...record, scan: scanOf(record.id) })) }
    },
  )
  app.post(
    staffAuthorisationsApi.pattern,
    {
      config: admin,
      schema: {
        params: userParams,
        body: newAuthorisationBody,
        response: { 201: z.object({ id: z.string() }), "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const { userId } = request.params
      // Inspectors examine; staff and administrators review (issue 62). Any other pairing names no such holder.
      if (!holdsCapability(await activeRoleOf(db, userId), request.body.capability)) {
        return reply.code(404).send(request.body.capability === "review" ? NO_REVIEWER : NO_INSPECTOR)
      }
      const { kind } = request.body
      if (kind !== null && reportKinds && !reportKinds().includes(kind)) {
        const problem = `No form is called ${kind}.`
        return reply.code(400).send({ error: problem, code: ERROR_CODES.invalidRequest, fields: { kind: problem } })
      }
      const actor = actorOf(request)
      const id = await recordAuthorisation(db, userId, request.body, actor, clock())
      await audit(db, actor, "authorisation recorded", clock(), {
        reference: userId,
        detail: `${request.body.method ?? kind} ${request.body.capability}, certificate ${request.body.certificateNumber}`,
      })
      return reply.code(201).send({ id })
    },
  )
  app.post(
    staffWithdrawAuthorisationApi.pattern,
    {
      config: admin,
      schema: {
        params: userParams.extend({ authorisationId: z.string().max(100) }),
        response: { 200: okReply, "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const { userId, authorisationId } = request.params
      const actor = actorOf(request)
      if (!(await withdrawAuthorisation(db, userId, authorisationId, actor, clock()))) {
        return reply
          .code(404)
          .send({ error: "This inspector has no authorisation with this id.", code: ERROR_CODES.notFound })
      }
      await audit(db, actor, "authorisation withdrawn", clock(), { reference: userId, detail: authorisationId })
      return { ok: true as const }
    },
  )
  app.get(STAFF_LAPSING_AUTHORISATIONS_API, { schema: { response: { 200: lapsingReply } } }, async () => ({
    lapsing: await lapsingWithin(db, cairoToday(clock()), LAPSING_DAYS),
  }))
}
