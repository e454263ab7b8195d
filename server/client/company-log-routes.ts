import type { FastifyInstance } from "fastify"
import { z } from "zod"
import { CLIENT_LOG_API_PATH } from "../../src/lib/client-paths"
import { companyLogReply } from "../../src/lib/company-replies"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { memberOf, type ClientGuardOptions } from "./client-guard"
import { companyLogPage } from "./company-log"

const logQuery = z.object({ after: z.coerce.number().int().min(1).optional() }).strict()

// The company's log, for its administrators only (the guard answers a member 403): newest first, 50 a page.
export async function companyLogRoutes(scope: FastifyInstance, { db }: ClientGuardOptions) {
  const app = zodRoutes(scope)

  app.get(
    CLIENT_LOG_API_PATH,
    {
      config: { clientRole: "owner" },
      schema: { querystring: logQuery, response: { 200: companyLogReply, "4xx": errorReply } },
    },
    async (request) => {
      const page = await companyLogPage(db, memberOf(request).companyId, request.query.after)
      return {
        entries: page.entries.map(({ actor_name, ...entry }) => ({ ...entry, actorName: actor_name })),
        next: page.next,
      }
    },
  )
}
