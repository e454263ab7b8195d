import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { z } from "zod"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { authAnswer, forwardToAuth } from "../staff/auth-forward"
import type { AuthBody } from "../staff/auth-endpoints"
import { limitedAttempt } from "../staff/limited-attempt"
import { secondFactorKeys, signInKeys } from "../staff/lockout"
import { isOwnOrigin } from "../staff/origin"
import { resetRequestWait, RESET_ANSWER_MS } from "../staff/reset-limit"
import { pendingTwoFactorUser } from "../staff/two-factor-user"
import type { ClientContext } from "./auth"
import { clientSessionOf } from "./client-member"
import { actorBefore, recordAuthEvent } from "./company-log-auth"
import { invitationLapsed } from "./invitation-age"
import { CLIENT_AUTH_PATH } from "./settings"
import { CLIENT_AUTH_ENDPOINTS, type ClientAuthEndpoint } from "./auth-endpoints"

export type ClientAuthRouteOptions = ClientContext & { ipHashSalt: string }

// Each public endpoint (auth-endpoints.ts) as a route of its own, handed to the client population's Better Auth
// behind the workspace's defences: the site's Origin on every change, the database-backed lockout and reset limits
// (under keys of their own: a client's failures never lock the staff account of the same address), the 12-hour
// session cap, and the invitation's 7 days on the server's clock.
export async function clientAuthRoutes(scope: FastifyInstance, options: ClientAuthRouteOptions) {
  const { db, siteUrl, clock } = options
  // Counted apart from the workspace's (lockout.ts and reset-limit.ts hash the address typed with this salt).
  const salt = `client:${options.ipHashSalt}`
  const app = zodRoutes(scope)

  // The library's reply cut to the endpoint's schema, or its refusal (400, 401, 403) in the site's words; null: a
  // 429 was sent.
  async function answer(
    reply: FastifyReply,
    endpoint: ClientAuthEndpoint,
    result: { status: number; text: string } | null,
  ) {
    if (!result) return reply
    return reply.send(authAnswer(result, CLIENT_AUTH_ENDPOINTS[endpoint].reply))
  }

  const forward = (endpoint: ClientAuthEndpoint, request: FastifyRequest, reply: FastifyReply, body: AuthBody) =>
    forwardToAuth(
      options.authFor(request),
      siteUrl,
      `${CLIENT_AUTH_PATH}${endpoint}`,
      { method: CLIENT_AUTH_ENDPOINTS[endpoint].method, body },
      request,
      reply,
    )

  // A session older than 12 hours is ended before its call (client-member.ts).
  const sessionOutlived = async (request: FastifyRequest) =>
    (await clientSessionOf(options.authFor(request), db, request, clock())) === "ended"

  // An invitation is refused 7 days after it was made, on the server's clock (the library measures its own
  // expiry on the system's; both must hold).
  async function invitationExpired(invitationId: string): Promise<boolean> {
    const invitation = await db
      .selectFrom("client_invitation")
      .select("createdAt")
      .where("id", "=", invitationId)
      .executeTakeFirst()
    return invitation ? invitationLapsed(invitation.createdAt, clock()) : false
  }

  for (const [path, endpoint] of Object.entries(CLIENT_AUTH_ENDPOINTS) as [
    ClientAuthEndpoint,
    (typeof CLIENT_AUTH_ENDPOINTS)[ClientAuthEndpoint],
  ][]) {
    const schema = {
      ...("body" in endpoint ? { body: endpoint.body } : { querystring: z.object({}) }),
      response: { 200: endpoint.reply, 429: errorReply, "4xx": errorReply, "5xx": errorReply },
    }
    app.route({
      method: endpoint.method,
      url: `${CLIENT_AUTH_PATH}${path}`,
      schema,
      // Before the body is read or checked: a call from another site is refused whatever it sent.
      onRequest: async (request, reply) => {
        reply.header("Cache-Control", "no-store")
        if (endpoint.method === "POST" && !isOwnOrigin(request, siteUrl)) {
          return reply.code(403).send({ error: "Requests are accepted from this site only." })
        }
      },
      handler: async (request, reply) => {
        const body: AuthBody = z.record(z.string(), z.unknown()).safeParse(request.body).data ?? {}
        const email = typeof body.email === "string" ? body.email : ""
        switch (endpoint.kind) {
          case "sign-in": {
            const keys = signInKeys(salt, email, request.ip)
            const refusal = "Too many failed sign-ins. Try again later."
            const result = await limitedAttempt(
              db,
              clock(),
              keys,
              reply,
              refusal,
              (status) => status === 401,
              () => forward(path, request, reply, body),
            )
            await recordAuthEvent(db, request.log, path, result, null, clock())
            return answer(reply, path, result)
          }
          case "second-factor": {
            const pending = await pendingTwoFactorUser(options.authFor(request), request)
            const keys = secondFactorKeys(salt, pending?.id ?? null, request.ip)
            const refusal = "Too many wrong codes. Try again later."
            const failed = (status: number) => status >= 400 && status < 500
            const result = await limitedAttempt(db, clock(), keys, reply, refusal, failed, () =>
              forward(path, request, reply, body),
            )
            await recordAuthEvent(db, request.log, path, result, null, clock())
            return answer(reply, path, result)
          }
          case "reset-request": {
            // The same answer, after the same time, whether the address has an account or not.
            const started = performance.now()
            const wait = await resetRequestWait(db, salt, email, request.ip, clock().getTime())
            if (wait > 0) {
              return reply
                .code(429)
                .header("Retry-After", String(wait))
                .send({ error: "Too many password reset requests. Try again later." })
            }
            const result = await forward(path, request, reply, body)
            const left = RESET_ANSWER_MS - (performance.now() - started)
            if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
            return answer(reply, path, result)
          }
          case "token":
            return answer(reply, path, await forward(path, request, reply, body))
          case "accept-invitation":
          case "session": {
            if (await sessionOutlived(request)) {
              return reply.code(401).send({ error: "Your session has ended; sign in again." })
            }
            if (endpoint.kind === "accept-invitation" && (await invitationExpired(String(body.invitationId)))) {
              return reply.code(400).send({ error: "This invitation has expired.", code: "INVITATION_EXPIRED" })
            }
            // The company's log (company-log-auth.ts) names who made the call, read before it.
            const actor = await actorBefore(options.authFor(request), db, request, path, clock())
            const result = await forward(path, request, reply, body)
            await recordAuthEvent(db, request.log, path, result, actor, clock())
            return answer(reply, path, result)
          }
        }
      },
    })
  }
}
