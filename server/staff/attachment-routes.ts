import type { FastifyInstance } from "fastify"
import { z } from "zod"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import { attachmentStream, findAttachment } from "../attachments/attachment-store"
import type { Database } from "../storage/schema"
import { audit } from "./audit"
import { isOwnOrigin } from "./origin"
import { referenceParams } from "./schemas"
import { zodRoutes } from "../http/zod-routes"

export const attachmentUrl = (reference: string, id: number) => `/api/staff/requests/${reference}/attachments/${id}`

const attachmentParams = referenceParams.extend({ id: z.coerce.number().int().min(1) })

// RFC 6266 with RFC 5987's filename*: an ASCII stand-in for old clients, the real name percent-encoded in UTF-8.
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_")
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

// A file sent with a request, downloaded by staff (behind the staff guard registered around these routes): never
// shown by the browser in the site's origin (attachment, nosniff, a sandbox CSP), never cached, always audited.
export async function attachmentRoutes(
  scope: FastifyInstance,
  { db, siteUrl, clock }: { db: Kysely<Database>; siteUrl: string; clock: Clock },
) {
  const app = zodRoutes(scope)
  app.get(
    "/api/staff/requests/:reference/attachments/:id",
    { schema: { params: attachmentParams } },
    async (request, reply) => {
      // The guard checks Origin on changes only; a download asked for by another site's page is refused too.
      const fetchSite = request.headers["sec-fetch-site"]
      if ((request.headers.origin && !isOwnOrigin(request, siteUrl)) || fetchSite === "cross-site") {
        return reply.code(403).send({ error: "Requests are accepted from this site only." })
      }
      const { reference, id } = request.params
      const file = await findAttachment(db, reference, id)
      if (!file) return reply.code(404).send({ error: "This request has no such file." })
      await audit(db, request.staff!, "file downloaded", clock(), {
        reference,
        detail: `file ${file.id} (${file.size} bytes)`,
      })
      return reply
        .type(file.type)
        .header("Content-Length", String(file.size))
        .header("Content-Disposition", contentDisposition(file.name))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "sandbox; default-src 'none'")
        .header("Cache-Control", "no-store")
        .send(attachmentStream(db, file.id))
    },
  )
}
