import type { FastifyInstance } from "fastify"
import { z } from "zod"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import { attachmentStream, findAttachment } from "../attachments/attachment-store"
import type { Database } from "../storage/schema"
import { audit } from "./audit"
import { isCrossSiteDownload, sendDownload } from "./file-download"
import { referenceParams } from "./schemas"
import { zodRoutes } from "../http/zod-routes"
import { staffOf } from "./guard"
import { attachmentApi } from "../../src/lib/staff-paths"

export const attachmentUrl = (reference: string, id: number) => attachmentApi.to({ reference, id })

const attachmentParams = referenceParams.extend({ id: z.coerce.number().int().min(1) })

// A file sent with a request, downloaded by staff (behind the staff guard registered around these routes): never
// shown by the browser in the site's origin (attachment, nosniff, a sandbox CSP), never cached, always audited.
export async function attachmentRoutes(
  scope: FastifyInstance,
  { db, siteUrl, clock }: { db: Kysely<Database>; siteUrl: string; clock: Clock },
) {
  const app = zodRoutes(scope)
  app.get(attachmentApi.pattern, { schema: { params: attachmentParams } }, async (request, reply) => {
    if (isCrossSiteDownload(request, siteUrl)) {
      return reply.code(403).send({ error: "Requests are accepted from this site only." })
    }
    const { reference, id } = request.params
    const file = await findAttachment(db, reference, id)
    if (!file) return reply.code(404).send({ error: "This request has no such file." })
    await audit(db, staffOf(request), "file downloaded", clock(), {
      reference,
      detail: `file ${file.id} (${file.size} bytes)`,
    })
    return sendDownload(reply, file, attachmentStream(db, file.id))
  })
}
