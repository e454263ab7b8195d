import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { ERROR_CODES } from "../../src/lib/api-error"
import { staffCertificatePdfApi } from "../../src/lib/inspect-paths"
import { REPORT_TYPE, reportOf, reportStream } from "../attachments/report-store"
import { numberParams } from "../certificates/route-schemas"
import { zodRoutes } from "../http/zod-routes"
import { isCrossSiteDownload, sendDownload } from "../staff/file-download"
import type { Database } from "../storage/schema"

const NO_FILE = { error: "This certificate has no signed report file.", code: ERROR_CODES.notFound }

// A certificate's signed report file (an issued report's PDF, or one staff attached) as staff download it from a
// report's page, inside the workspace's guarded scope: the bytes as stored, never shown in the site's origin.
export async function certificatePdfRoute(
  scope: FastifyInstance,
  { db, siteUrl }: { db: Kysely<Database>; siteUrl: string },
) {
  const app = zodRoutes(scope)
  app.get(staffCertificatePdfApi.pattern, { schema: { params: numberParams } }, async (request, reply) => {
    if (isCrossSiteDownload(request, siteUrl)) {
      return reply.code(403).send({ error: "Requests are accepted from this site only." })
    }
    const certificate = await db
      .selectFrom("certificates")
      .select("id")
      .where("number", "=", request.params.number)
      .executeTakeFirst()
    const file = certificate && (await reportOf(db, certificate.id))
    if (!file) return reply.code(404).send(NO_FILE)
    return sendDownload(reply, { ...file, type: REPORT_TYPE }, reportStream(db, file.id))
  })
}
