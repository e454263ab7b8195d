import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { registerRateLimit } from "../api/rate-limit"
import type { Database } from "../storage/schema"
import { cairoToday, verifyCertificate } from "./verify"

export type VerifyRouteOptions = {
  db: Kysely<Database>
  // The salt of the hashed client addresses the limit counts (IP_HASH_SALT).
  ipHashSalt: string
  // 10 checks a minute from one address: enough for a person, too few to guess codes. max 0 lifts it.
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
  await registerRateLimit(app, options.db, options.ipHashSalt)
  const { max, windowMs } = options.rateLimit ?? VERIFY_RATE_LIMIT
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex")
  })
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error.statusCode === 429) {
      return reply.code(429).send({ error: "Too many checks from this address; try again in a minute." })
    }
    return reply.send(error)
  })

  app.get<{ Querystring: { n?: string; c?: string } }>(
    "/api/verify",
    { schema: { querystring }, config: { rateLimit: max > 0 ? { max, timeWindow: windowMs } : false } },
    async (request, reply) => {
      const result = await verifyCertificate(options.db, request.query.n ?? "", request.query.c ?? "", cairoToday())
      return result.found ? result : reply.code(404).send({ found: false, error: NO_MATCH })
    },
  )
}
