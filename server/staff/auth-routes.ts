import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { audit } from "./audit"
import { STAFF_AUTH_PATH, type StaffAuth, type StaffContext } from "./auth"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { AUTH_REPLIES } from "../../src/lib/auth-replies"
import {
  authBodyOf,
  canonicalAuthEndpoint,
  PUBLIC_AUTH_ENDPOINTS,
  type AuthBody,
  type AuthEndpoint,
} from "./auth-endpoints"
import { authAnswer, foreignRedirect, forwardToAuth } from "./auth-forward"
import { limitedAttempt } from "./limited-attempt"
import { lockedFor, LOCKOUT, secondFactorKeys, signInKeys, type SignInKeys } from "./lockout"
import { isOwnOrigin } from "./origin"
import { resetRequestWait, RESET_ANSWER_MS } from "./reset-limit"
import { pendingTwoFactorUser } from "./two-factor-user"

export type AuthRouteOptions = StaffContext & { ipHashSalt: string }

const forward = (
  auth: StaffAuth,
  siteUrl: string,
  endpoint: AuthEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
) =>
  forwardToAuth(
    auth,
    siteUrl,
    `${STAFF_AUTH_PATH}${endpoint}`,
    { method: "POST", body: PUBLIC_AUTH_ENDPOINTS[endpoint](authBodyOf(request.body)) },
    request,
    reply,
  )

const emailOf = (body: AuthBody) => (typeof body.email === "string" ? body.email : "")

const NOT_FOUND = { error: "Not Found" }

// The library's reply cut to the endpoint's schema (no session token in a body), or its refusal as the site's.
const answer = (reply: FastifyReply, endpoint: AuthEndpoint, result: { status: number; text: string }) =>
  reply.send(authAnswer(result, AUTH_REPLIES[endpoint]))

// Only the endpoints the workspace's pages call are public (auth-endpoints.ts); any other path under
// /api/staff/auth/ — the library's admin API, update-user, change-email, … — answers 404, whatever its spelling.
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { db, siteUrl, clock } = options
  const staffName = async (email: string) =>
    (await db
      .selectFrom("user")
      .select(["id", "name"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst()) ?? null

  // Counted before the password or code is checked (limited-attempt.ts).
  const limited = (
    keys: SignInKeys,
    endpoint: AuthEndpoint,
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: string,
    failed: (status: number) => boolean,
  ) =>
    limitedAttempt(db, clock(), keys, reply, refusal, failed, () =>
      forward(options.authFor(request), siteUrl, endpoint, request, reply),
    )

  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(authBodyOf(request.body))
    const keys = signInKeys(options.ipHashSalt, email, request.ip)
    const refusal = "Too many failed sign-ins. Try again later."
    const result = await limited(keys, "/sign-in/email", request, reply, refusal, (status) => status === 401)
    if (!result) return reply
    const member = await staffName(email)
    // An unknown address is logged as such: what a stranger typed is not kept.
    const actor = member ? { id: member.id, name: member.name } : { id: null, name: "unknown account" }
    if (result.status === 200) {
      await audit(db, actor, "signed in", clock())
    } else if (result.status === 401) {
      await audit(db, actor, "sign-in failed", clock())
      if ((await lockedFor(db, keys, clock())) > 0) {
        await audit(db, actor, "sign-in locked", clock(), {
          detail: `${LOCKOUT.perAccount} failures per account or ${LOCKOUT.perAddress} per address in 15 minutes`,
        })
      }
    }
    return answer(reply, "/sign-in/email", result)
  }

  // The second step of a sign-in: wrong authenticator and backup codes share one limit per account and per address,
  // like passwords. Any refusal counts (a wrong code, a spent challenge, a malformed body); success and errors do not.
  async function verifySecondFactor(endpoint: AuthEndpoint, request: FastifyRequest, reply: FastifyReply) {
    const member = await pendingTwoFactorUser(options.authFor(request), request)
    const keys = secondFactorKeys(options.ipHashSalt, member?.id ?? null, request.ip)
    const refusal = "Too many wrong codes. Try again later."
    const result = await limited(keys, endpoint, request, reply, refusal, (status) => status >= 400 && status < 500)
    if (!result) return reply
    if (result.status !== 200) {
      const actor = member ?? { id: null, name: "two-factor sign-in" }
      await audit(db, actor, "two-factor code refused", clock())
      if ((await lockedFor(db, keys, clock())) > 0) {
        await audit(db, actor, "two-factor locked", clock(), {
          detail: `${LOCKOUT.perAccount} wrong codes per account or ${LOCKOUT.perAddress} per address in 15 minutes`,
        })
      }
    }
    return answer(reply, endpoint, result)
  }

  // The same answer, after the same time, whether the address has an account or not; limited per address typed
  // and per client address (reset-limit.ts).
  async function requestReset(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now()
    const wait = await resetRequestWait(
      db,
      options.ipHashSalt,
      emailOf(authBodyOf(request.body)),
      request.ip,
      clock().getTime(),
    )
    if (wait > 0) {
      return reply
        .code(429)
        .header("Retry-After", String(wait))
        .send({ error: "Too many password reset requests. Try again later." })
    }
    const result = await forward(options.authFor(request), siteUrl, "/request-password-reset", request, reply)
    const left = RESET_ANSWER_MS - (performance.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    return answer(reply, "/request-password-reset", result)
  }

  // One route for every spelling (the endpoint is resolved in it), so its replies are cut by answer() above rather
  // than by a response schema per route; the refusals made here have a schema.
  zodRoutes(app)
  app.route({
    method: ["GET", "POST"],
    url: `${STAFF_AUTH_PATH}/*`,
    schema: { response: { 403: errorReply, 404: errorReply, 429: errorReply } },
    handler: async (request, reply) => {
      const endpoint = canonicalAuthEndpoint(request.url)
      if (!endpoint || request.method !== "POST") return reply.code(404).send(NOT_FOUND)
      if (!isOwnOrigin(request, siteUrl)) {
        return reply.code(403).send({ error: "Requests are accepted from this site only." })
      }
      if (foreignRedirect(authBodyOf(request.body), siteUrl)) {
        return reply.code(403).send({ error: "Links may only lead to this site." })
      }
      if (endpoint === "/sign-in/email") return signIn(request, reply)
      if (endpoint === "/request-password-reset") return requestReset(request, reply)
      if (endpoint.startsWith("/two-factor/verify")) return verifySecondFactor(endpoint, request, reply)
      const result = await forward(options.authFor(request), siteUrl, endpoint, request, reply)
      return answer(reply, endpoint, result)
    },
  })
}
