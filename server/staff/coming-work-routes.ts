import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { cairoToday } from "../../src/lib/cairo-time"
import { STAFF_COMING_API, STAFF_COMING_CSV } from "../../src/lib/staff-paths"
import { comingWork } from "../../src/lib/staff-replies"
import type { Clock } from "../clock"
import { zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import { comingCsv, comingItems, comingMonths, remindableCompanies } from "./coming-work"

// The work coming across all clients, behind the staff guard: by month, and every item as CSV.
export async function comingWorkRoutes(scope: FastifyInstance, { db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const app = zodRoutes(scope)
  app.get(STAFF_COMING_API, { schema: { response: { 200: comingWork } } }, async () => {
    const [items, remindable] = await Promise.all([comingItems(db, cairoToday(clock())), remindableCompanies(db)])
    return { months: comingMonths(items, remindable) }
  })
  app.get(STAFF_COMING_CSV, async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="coming-re-examinations.csv"`)
      .send(comingCsv(await comingItems(db, cairoToday(clock())))),
  )
}
