import type { FastifyInstance } from "fastify"
import { REGISTER_REPORT_PATH } from "../../src/lib/client-paths"
import { REPORT_TYPE, reportOf, reportStream } from "../attachments/report-store"
import { zodRoutes } from "../http/zod-routes"
import { contentDisposition } from "../staff/attachment-routes"
import { isOwnOrigin } from "../staff/origin"
import { clientGuard, type ClientGuardOptions } from "./client-guard"
import { clientActor, recordCompanyEvent } from "./company-log"
import { historyQuery } from "./register-schemas"

// A certificate's signed report, downloaded by a member of the certificate's company (issue 50). Another
// company's number, a number that does not exist and a certificate without a report answer alike. Never shown in
// the site's origin (attachment, nosniff, a sandbox CSP), never cached, every download in the company's log.
export async function clientReportRoutes(scope: FastifyInstance, { db, clock, siteUrl, authFor }: ClientGuardOptions) {
  const app = zodRoutes(scope)
  app.addHook("onRequest", clientGuard({ db, clock, siteUrl, authFor }))

  app.get(
    REGISTER_REPORT_PATH,
    // No response schema: the reply is the file (or an error the guard or this route words).
    { schema: { querystring: historyQuery } },
    async (request, reply) => {
      // The guard checks Origin on changes only; a download asked for by another site's page is refused too.
      if (
        (request.headers.origin && !isOwnOrigin(request, siteUrl)) ||
        request.headers["sec-fetch-site"] === "cross-site"
      ) {
        return reply.code(403).send({ error: "Requests are accepted from this site only." })
      }
      const { companyId, userId } = request.clientMember!
      const { number } = request.query
      const certificate = await db
        .selectFrom("certificates")
        .select("id")
        .where("company_id", "=", companyId)
        .where("number", "=", number)
        .executeTakeFirst()
      const report = certificate && (await reportOf(db, certificate.id))
      if (!report) return reply.code(404).send({ error: "There is no such report in your register." })
      const actor = (await clientActor(db, userId)) ?? { id: userId, name: "—" }
      await recordCompanyEvent(db, { companyId, actor, event: "report-download", detail: number }, clock())
      return reply
        .type(REPORT_TYPE)
        .header("Content-Length", String(report.size))
        .header("Content-Disposition", contentDisposition(report.name))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "sandbox; default-src 'none'")
        .header("Cache-Control", "no-store")
        .send(reportStream(db, report.id))
    },
  )
}
