import type { FastifyInstance, FastifyRequest } from "fastify"
import rateLimit from "@fastify/rate-limit"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import { hashClientAddress } from "../http/client-address"
import { countHit, forgetEndedWindows } from "../storage/rate-limits"
import type { Database } from "../storage/schema"

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

// @fastify/rate-limit counting in the database, so every server instance behind a load balancer sees the
// same counts (its own stores keep them in one process or in Redis).
function databaseStore(db: Kysely<Database>, clock: Clock) {
  let lastSweep = 0
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = clock().getTime()
      countHit(db, key, timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      )
      if (now - lastSweep > timeWindow) {
        lastSweep = now
        forgetEndedWindows(db, now).catch(() => {})
      }
    }
    child() {
      return new DatabaseStore()
    }
  }
}

// Registers the plugin for the routes declared after it in the same context; each route opts in with
// `config: { rateLimit: { max, timeWindow } }`. Client addresses are kept only as a salted hash.
export async function registerRateLimit(app: FastifyInstance, db: Kysely<Database>, salt: string, clock: Clock) {
  await app.register(rateLimit, {
    global: false,
    hook: "preHandler",
    store: databaseStore(db, clock),
    keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}:${hashClientAddress(salt, request.ip)}`,
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    addHeaders: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
      "retry-after": true,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error("Too many requests"), { statusCode: context.statusCode }),
  })
}
