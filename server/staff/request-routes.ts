import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { sql, type Kysely, type SqlBool } from "kysely"
import type { z } from "zod"
import type { Clock } from "../clock"
import type { CairoDate } from "../../src/lib/due-time"
import { toCsv } from "../csv/requests-csv"
import { errorReply, okReply, zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import { encodeCursor } from "./inbox-cursor"
import { listRequests, requestsForExport } from "./requests-query"
import { setSchedule } from "./request-schedule"
import { figuresCsv, promiseFigures } from "../promise/figures"
import { addNote, markSpam, releaseSpam, requestDetail, setAssignee, setStatus, type WorkResult } from "./request-work"
import { actorOf, staffOf } from "./guard"
import {
  assigneeBody,
  figures,
  filterQuery,
  inboxPage,
  members,
  noteBody,
  referenceParams,
  requestDetail as detailReply,
  scheduleBody,
  spamBody,
  staffMember,
  statusBody,
} from "./schemas"
import {
  STAFF_ME_API,
  STAFF_MEMBERS_API,
  STAFF_REQUESTS_API,
  STAFF_REQUESTS_CSV,
  STAFF_FIGURES_API,
  STAFF_FIGURES_CSV,
  staffRequestApi,
  requestActionApi,
  type RequestAction,
} from "../../src/lib/staff-paths"

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

const answer = (reply: FastifyReply, result: WorkResult) =>
  result.ok ? reply.send({ ok: true as const }) : reply.code(result.status).send({ error: result.error })

export async function requestRoutes(
  scope: FastifyInstance,
  { db, notifyAssignee, onMailQueued, acknowledgementsPerDay, clock, holidays }: RequestRouteOptions,
) {
  const app = zodRoutes(scope)
  app.get(
    STAFF_ME_API,
    { config: { beforeTwoFactor: true }, schema: { response: { 200: staffMember } } },
    async (request) => staffOf(request),
  )

  // Colleagues a request can be assigned to (not disabled ones).
  app.get(STAFF_MEMBERS_API, { schema: { response: { 200: members } } }, async () =>
    db
      .selectFrom("user")
      .select(["id", "name"])
      // "is not true" reads SQLite's 0/1/null and PostgreSQL's booleans alike.
      .where(sql<SqlBool>`banned is not true`)
      // Inspectors are assigned jobs, not requests (GET /api/staff/inspectors lists them).
      .where(sql<SqlBool>`coalesce(role, '') <> 'inspector'`)
      .orderBy("name")
      .execute(),
  )

  app.get(
    STAFF_REQUESTS_API,
    { schema: { querystring: filterQuery, response: { 200: inboxPage } } },
    async (request) => {
      const { after, ...filter } = request.query
      const { items, next } = await listRequests(db, filter, { now: clock(), holidays }, { after })
      return { items, next: next && encodeCursor(next) }
    },
  )

  // The 24-hour promise's figures per month (server/promise/figures.ts), as JSON for the page and as CSV.
  app.get(STAFF_FIGURES_API, { schema: { response: { 200: figures } } }, async () => ({
    months: await promiseFigures(db, clock(), holidays),
  }))
  app.get(STAFF_FIGURES_CSV, async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="reply-figures.csv"`)
      .send(figuresCsv(await promiseFigures(db, clock(), holidays))),
  )

  app.get(STAFF_REQUESTS_CSV, { schema: { querystring: filterQuery } }, async (request, reply) => {
    // All the pages: the filter alone (its cursor is left unread).
    const rows = await requestsForExport(db, request.query, clock())
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="requests.csv"`)
      .header("Cache-Control", "no-store")
      .send(toCsv(rows))
  })

  app.get(
    staffRequestApi.pattern,
    { schema: { params: referenceParams, response: { 200: detailReply, 404: errorReply } } },
    async (request, reply) => {
      const detail = await requestDetail(db, request.params.reference, { now: clock(), holidays })
      return detail ?? reply.code(404).send({ error: "No request has this reference." })
    },
  )

  // A change to one request: its body read by `body`, the work done by `work`, answered { ok } or { error }.
  const change = <Body extends z.ZodTypeAny>(
    action: RequestAction,
    body: Body,
    work: (reference: string, body: z.output<Body>, request: FastifyRequest) => Promise<WorkResult>,
  ) =>
    app.post(
      requestActionApi(action).pattern,
      { schema: { params: referenceParams, body, response: { 200: okReply, "4xx": errorReply } } },
      async (request, reply) => answer(reply, await work(request.params.reference, request.body, request)),
    )

  change("status", statusBody, (reference, { status, reason }, request) =>
    setStatus(db, actorOf(request), reference, status, clock(), reason),
  )
  change("assignee", assigneeBody, async (reference, { assigneeId }, request) => {
    const result = await setAssignee(db, actorOf(request), reference, assigneeId, clock())
    if (result.ok && result.assignee) {
      await notifyAssignee(result.assignee, reference, staffOf(request).name)
      onMailQueued()
    }
    return result
  })
  change("notes", noteBody, (reference, { text, replySent }, request) =>
    addNote(db, actorOf(request), reference, text, clock(), replySent),
  )
  change("schedule", scheduleBody, (reference, { day }, request) =>
    setSchedule(db, actorOf(request), reference, day, clock()),
  )
  change("spam", spamBody, async (reference, { spam }, request) => {
    const result = spam
      ? await markSpam(db, actorOf(request), reference, clock())
      : await releaseSpam(db, actorOf(request), reference, clock(), acknowledgementsPerDay)
    if (!spam) onMailQueued()
    return result
  })
}
