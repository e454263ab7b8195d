import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { createRateLimiter } from "../api/rate-limit"
import type { Database } from "../storage/schema"
import { cairoToday, verifyCertificate } from "./verify"

export type VerifyRouteOptions = {
  db: Kysely<Database>
  // 10 checks a minute from one address: enough for a person, too few to guess codes.
  rateLimit?: { max: number; windowMs: number }
}

export const VERIFY_RATE_LIMIT = { max: 10, windowMs: 60_000 }
export const NO_MATCH = "No certificate matches this number and code."

const querystring = {
  type: "object",
  properties: { n: { type: "string", maxLength: 64 }, c: { type: "string", maxLength: 64 } },
} as const

// GET /api/verify?n=<number>&c=<code>: the public check as JSON, for clients' own systems. Nothing here lists or
// searches: without the code a number tells nothing, and the answer is never cached.
export async function verifyRoutes(app: FastifyInstance, options: VerifyRouteOptions) {
  const limiter = createRateLimiter(options.rateLimit ?? VERIFY_RATE_LIMIT)

  app.get<{ Querystring: { n?: string; c?: string } }>(
    "/api/verify",
    { schema: { querystring } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex")
      const limit = limiter.hit(request.ip)
      if (!limit.allowed) {
        reply.header("Retry-After", String(limit.retryAfterSeconds))
        return reply.code(429).send({ error: "Too many checks from this address; try again in a minute." })
      }
      const result = await verifyCertificate(options.db, request.query.n ?? "", request.query.c ?? "", cairoToday())
      return result.found ? result : reply.code(404).send({ found: false, error: NO_MATCH })
    },
  )
}
