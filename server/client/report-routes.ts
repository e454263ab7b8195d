import type { FastifyInstance } from "fastify"
import { REGISTER_REPORT_PATH } from "../../src/lib/client-paths"
import { companyReportOf, REPORT_TYPE, reportStream } from "../attachments/report-store"
import { zodRoutes } from "../http/zod-routes"
import { isCrossSiteDownload, sendDownload } from "../staff/file-download"
import { memberOf, type ClientGuardOptions } from "./client-guard"
import { clientActor, recordCompanyEvent } from "./company-log"
import { historyQuery } from "./register-schemas"

// A certificate's signed report, downloaded by a member of the certificate's company (issue 50). Another
// company's number, a number that does not exist and a certificate without a report answer alike. Never shown in
// the site's origin (attachment, nosniff, a sandbox CSP), never cached, every download in the company's log.
export async function clientReportRoutes(scope: FastifyInstance, { db, clock, siteUrl }: ClientGuardOptions) {
  const app = zodRoutes(scope)

  app.get(
    REGISTER_REPORT_PATH,
    // No response schema: the reply is the file (or an error the guard or this route words).
    { schema: { querystring: historyQuery } },
    async (request, reply) => {
      if (isCrossSiteDownload(request, siteUrl)) {
        return reply.code(403).send({ error: "Requests are accepted from this site only." })
      }
      const { companyId, userId } = memberOf(request)
      const { number } = request.query
      const report = await companyReportOf(db, companyId, number)
      if (!report) return reply.code(404).send({ error: "There is no such report in your register." })
      const actor = (await clientActor(db, userId)) ?? { id: userId, name: "—" }
      await recordCompanyEvent(db, { companyId, actor, event: "report-download", detail: number }, clock())
      return sendDownload(reply, { ...report, type: REPORT_TYPE }, reportStream(db, report.id))
    },
  )
}
