import type { FastifyInstance, FastifyReply } from "fastify"
import { sql, type Kysely, type SqlBool } from "kysely"
import type { Clock } from "../clock"
import type { CairoDate } from "../../src/lib/due-time"
import { toCsv } from "../cli/csv"
import type { Database, RequestStatus } from "../storage/schema"
import { listRequests, requestsForExport, type RequestFilter } from "./requests-query"
import { figuresCsv, promiseFigures } from "../promise/figures"
import { addNote, markSpam, releaseSpam, requestDetail, setAssignee, setStatus, type WorkResult } from "./request-work"
import { assigneeBody, filterQuery, noteBody, referenceParams, spamBody, statusBody } from "./schemas"

export type RequestRouteOptions = {
  db: Kysely<Database>
  // Tells an assignee by e-mail (through the outbox), with a link to the request.
  notifyAssignee: (assignee: { email: string; name: string }, reference: string, by: string) => Promise<void>
  onMailQueued: () => void
  // ACKNOWLEDGEMENTS_PER_DAY, for a request released from spam; its default when left out.
  acknowledgementsPerDay?: number
  clock: Clock
  // The 24-hour promise's holidays (data/holidays.json): the inbox's time left is working time.
  holidays: ReadonlySet<CairoDate>
}

type Params = { reference: string }
const actorOf = (request: { staff?: { id: string; name: string } }) => ({
  id: request.staff!.id,
  name: request.staff!.name,
})
const answer = (reply: FastifyReply, result: WorkResult) =>
  result.ok ? reply.send({ ok: true }) : reply.code(result.status).send({ error: result.error })

export async function requestRoutes(
  app: FastifyInstance,
  { db, notifyAssignee, onMailQueued, acknowledgementsPerDay, clock, holidays }: RequestRouteOptions,
) {
  app.get("/api/staff/me", { config: { beforeTwoFactor: true } }, async (request) => request.staff)

  // Colleagues a request can be assigned to (not disabled ones).
  app.get("/api/staff/members", async () =>
    db
      .selectFrom("user")
      .select(["id", "name"])
      // "is not true" reads SQLite's 0/1/null and PostgreSQL's booleans alike.
      .where(sql<SqlBool>`banned is not true`)
      .orderBy("name")
      .execute(),
  )

  app.get("/api/staff/requests", { schema: { querystring: filterQuery } }, async (request) => {
    const { page, ...filter } = request.query as RequestFilter & { page?: number }
    return listRequests(db, filter, { now: clock(), holidays }, page ?? 1)
  })

  // The 24-hour promise's figures per month (server/promise/figures.ts), as JSON for the page and as CSV.
  app.get("/api/staff/figures", async () => ({ months: await promiseFigures(db, clock(), holidays) }))
  app.get("/api/staff/figures.csv", async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="reply-figures.csv"`)
      .send(figuresCsv(await promiseFigures(db, clock(), holidays))),
  )

  app.get("/api/staff/requests.csv", { schema: { querystring: filterQuery } }, async (request, reply) => {
    const filter: RequestFilter & { page?: number } = { ...(request.query as RequestFilter) }
    delete filter.page
    const rows = await requestsForExport(db, filter, clock())
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="requests.csv"`)
      .header("Cache-Control", "no-store")
      .send(toCsv(rows))
  })

  app.get("/api/staff/requests/:reference", { schema: { params: referenceParams } }, async (request, reply) => {
    const detail = await requestDetail(db, (request.params as Params).reference, { now: clock(), holidays })
    return detail ?? reply.code(404).send({ error: "No request has this reference." })
  })

  app.post(
    "/api/staff/requests/:reference/status",
    { schema: { params: referenceParams, body: statusBody } },
    async (request, reply) => {
      const { status, reason } = request.body as { status: RequestStatus; reason?: string }
      const { reference } = request.params as Params
      return answer(reply, await setStatus(db, actorOf(request), reference, status, clock(), reason))
    },
  )

  app.post(
    "/api/staff/requests/:reference/assignee",
    { schema: { params: referenceParams, body: assigneeBody } },
    async (request, reply) => {
      const { reference } = request.params as Params
      const { assigneeId } = request.body as { assigneeId: string | null }
      const result = await setAssignee(db, actorOf(request), reference, assigneeId, clock())
      if (result.ok && result.assignee) {
        await notifyAssignee(result.assignee, reference, request.staff!.name)
        onMailQueued()
      }
      return answer(reply, result)
    },
  )

  app.post(
    "/api/staff/requests/:reference/notes",
    { schema: { params: referenceParams, body: noteBody } },
    async (request, reply) => {
      const { text, replySent } = request.body as { text: string; replySent?: boolean }
      const { reference } = request.params as Params
      return answer(reply, await addNote(db, actorOf(request), reference, text, clock(), replySent))
    },
  )

  app.post(
    "/api/staff/requests/:reference/spam",
    { schema: { params: referenceParams, body: spamBody } },
    async (request, reply) => {
      const { reference } = request.params as Params
      const { spam } = request.body as { spam: boolean }
      const result = spam
        ? await markSpam(db, actorOf(request), reference, clock())
        : await releaseSpam(db, actorOf(request), reference, clock(), acknowledgementsPerDay)
      if (!spam) onMailQueued()
      return answer(reply, result)
    },
  )
}
