import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { cairoDayStart, cairoToday } from "../../src/lib/cairo-time"
import { STAFF_COUNTS_API } from "../../src/lib/staff-paths"
import { waitingCounts, type WaitingCounts } from "../../src/lib/staff-replies"
import type { Clock } from "../clock"
import { zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"

// What waits (issue 64, P14), in one query the navigation can ask on every page: requests owed a first reply
// (not in Spam, a reply clock running: the inbox's own rule, requests-query.ts), those past it, and Spam caught
// since Cairo's midnight, so a real request caught there is noticed the same day.
export async function countWaiting(db: Kysely<Database>, now: Date): Promise<WaitingCounts> {
  const since = cairoDayStart(cairoToday(now)).toISOString()
  const row = await db
    .selectFrom("requests")
    .select((eb) => {
      const owed = eb.and([eb("spam", "=", 0), eb("first_reply_at", "is", null), eb("due_at", "is not", null)])
      const count = (condition: typeof owed) =>
        eb.fn.sum<number | string>(eb.case().when(condition).then(1).else(0).end())
      return [
        count(owed).as("unanswered"),
        count(eb.and([owed, eb("due_at", "<=", now.toISOString())])).as("overdue"),
        count(eb.and([eb("spam", "=", 1), eb("created_at", ">=", since)])).as("spamToday"),
      ]
    })
    .executeTakeFirstOrThrow()
  // SUM over no rows is NULL, and PostgreSQL answers a bigint as a string.
  return {
    unanswered: Number(row.unanswered ?? 0),
    overdue: Number(row.overdue ?? 0),
    spamToday: Number(row.spamToday ?? 0),
  }
}

// Behind the staff guard.
export async function waitingCountsRoutes(
  scope: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
) {
  zodRoutes(scope).get(STAFF_COUNTS_API, { schema: { response: { 200: waitingCounts } } }, async () =>
    countWaiting(db, clock()),
  )
}
