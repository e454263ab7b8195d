import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { audit } from "./audit"
import { STAFF_AUTH_PATH, type StaffAuth } from "./auth"
import { lockedFor, LOCKOUT, recordFailure, signInKeys } from "./lockout"
import { isOwnOrigin, isStateChanging } from "./origin"

export type AuthRouteOptions = {
  db: Kysely<Database>
  siteUrl: string
  ipHashSalt: string
  authFor: (request: FastifyRequest) => StaffAuth
}

const SIGN_IN = `${STAFF_AUTH_PATH}/sign-in/email`
const TWO_FACTOR = new Set([
  `${STAFF_AUTH_PATH}/two-factor/verify-totp`,
  `${STAFF_AUTH_PATH}/two-factor/verify-backup-code`,
])

// Hands the request to Better Auth as a Fetch Request and its Response back to Fastify.
async function forward(auth: StaffAuth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  const hasBody = request.body !== undefined && request.method !== "GET" && request.method !== "HEAD"
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers: fromNodeHeaders(request.headers),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  )
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header("set-cookie", cookies)
  reply.header("Cache-Control", "no-store")
  const text = await response.text()
  return { status: response.status, text }
}

const emailOf = (body: unknown) =>
  typeof (body as { email?: unknown })?.email === "string" ? (body as { email: string }).email : ""

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { db } = options
  const staffName = async (email: string) =>
    (await db
      .selectFrom("user")
      .select(["id", "name"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst()) ?? null

  app.route({
    method: ["GET", "POST"],
    url: `${STAFF_AUTH_PATH}/*`,
    handler: async (request, reply) => {
      if (isStateChanging(request.method) && !isOwnOrigin(request, options.siteUrl)) {
        return reply.code(403).send({ error: "Requests are accepted from this site only." })
      }
      const path = request.url.split("?")[0]
      if (path === SIGN_IN) {
        const email = emailOf(request.body)
        const keys = signInKeys(options.ipHashSalt, email, request.ip)
        const wait = await lockedFor(db, keys)
        if (wait > 0) {
          return reply
            .code(429)
            .header("Retry-After", String(wait))
            .send({ error: "Too many failed sign-ins. Try again later." })
        }
        const result = await forward(options.authFor(request), request, reply)
        const member = await staffName(email)
        // An unknown address is logged as such: what a stranger typed is not kept.
        const actor = member ? { id: member.id, name: member.name } : { id: null, name: "unknown account" }
        if (result.status === 200) {
          await audit(db, actor, "signed in")
        } else if (result.status === 401) {
          await recordFailure(db, keys)
          await audit(db, actor, "sign-in failed")
          if ((await lockedFor(db, keys)) > 0) {
            await audit(db, actor, "sign-in locked", {
              detail: `${LOCKOUT.perAccount} failures per account or ${LOCKOUT.perAddress} per address in 15 minutes`,
            })
          }
        }
        return reply.send(result.text)
      }
      const result = await forward(options.authFor(request), request, reply)
      if (TWO_FACTOR.has(path) && result.status !== 200) {
        await audit(db, { id: null, name: "two-factor sign-in" }, "two-factor code refused")
      }
      return reply.send(result.text)
    },
  })
}
