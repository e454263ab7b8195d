import type { FastifyInstance } from "fastify"
import { z } from "zod"
import { CLIENT_CALENDAR_FEED_PATH, CLIENT_CALENDAR_PATH } from "../../src/lib/client-paths"
import type { Content } from "../content"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { calendarText, feedOf, newFeedToken } from "./calendar-feed"
import { memberOf, type ClientGuardOptions } from "./client-guard"

const feedReply = z.object({ url: z.string().nullable() })
const feedChange = z.object({ action: z.enum(["renew", "revoke"]) }).strict()
const feedQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }).strict()

const feedUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${CLIENT_CALENDAR_FEED_PATH}?${new URLSearchParams({ token })}`

// A member's feed address: shown, renewed (the old one answers 404 from then on) or revoked. Signed in only.
export async function calendarRoutes(scope: FastifyInstance, options: ClientGuardOptions) {
  const { db, siteUrl, clock } = options
  const app = zodRoutes(scope)

  const tokenOf = async (companyId: string, userId: string) =>
    (
      await db
        .selectFrom("client_calendar_feed")
        .select("token")
        .where("company_id", "=", companyId)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    )?.token

  app.get(CLIENT_CALENDAR_PATH, { schema: { response: { 200: feedReply, "4xx": errorReply } } }, async (request) => {
    const token = await tokenOf(memberOf(request).companyId, memberOf(request).userId)
    return { url: token ? feedUrl(siteUrl, token) : null }
  })

  app.post(
    CLIENT_CALENDAR_PATH,
    { schema: { body: feedChange, response: { 200: feedReply, "4xx": errorReply } } },
    async (request) => {
      const { companyId, userId } = memberOf(request)
      await db
        .deleteFrom("client_calendar_feed")
        .where("company_id", "=", companyId)
        .where("user_id", "=", userId)
        .execute()
      if (request.body.action === "revoke") return { url: null }
      const token = newFeedToken()
      await db
        .insertInto("client_calendar_feed")
        .values({ company_id: companyId, user_id: userId, token, created_at: clock().toISOString() })
        .execute()
      return { url: feedUrl(siteUrl, token) }
    },
  )
}

// The feed itself, read by calendar applications without a session: the secret in the query names the member.
export async function calendarFeedRoutes(
  scope: FastifyInstance,
  { db, siteUrl, clock, content }: Pick<ClientGuardOptions, "db" | "siteUrl" | "clock"> & { content: Content },
) {
  const app = zodRoutes(scope)
  app.get(CLIENT_CALENDAR_FEED_PATH, { schema: { querystring: feedQuery } }, async (request, reply) => {
    const feed = await feedOf(db, request.query.token)
    if (!feed) return reply.code(404).type("text/plain; charset=utf-8").send("No such calendar.")
    return reply
      .type("text/calendar; charset=utf-8")
      .header("Cache-Control", "private, no-store")
      .header("Referrer-Policy", "no-referrer")
      .header("Content-Disposition", 'inline; filename="due-dates.ics"')
      .send(await calendarText(db, feed, content, siteUrl, clock()))
  })
}
