import { Readable } from "node:stream"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { staffReportPhotoApi } from "../../src/lib/inspect-paths"
import type { ReportDraft } from "../../src/lib/inspect-replies"
import { zodRoutes } from "../http/zod-routes"
import { isCrossSiteDownload, sendDownload } from "../staff/file-download"
import type { Database } from "../storage/schema"
import { readPhotoBytes } from "./photo-uploads"

const NO_PHOTO = { error: "This report has no such photo.", code: ERROR_CODES.notFound }

// A report's photo for the office (inside the workspace's guarded scope), as a download like a request's files:
// the photo the report names, whose upload was made for this very report and photo (an upload id another report
// names is not this one's), finished and judged an image by its bytes (server/inspect/photo-upload-finish.ts).
export async function staffPhotoRoute(
  scope: FastifyInstance,
  { db, siteUrl }: { db: Kysely<Database>; siteUrl: string },
) {
  const app = zodRoutes(scope)
  app.get(
    staffReportPhotoApi.pattern,
    { schema: { params: z.object({ reportId: z.string().max(100), photoId: z.string().max(100) }) } },
    async (request, reply) => {
      if (isCrossSiteDownload(request, siteUrl)) {
        return reply.code(403).send({ error: "Requests are accepted from this site only." })
      }
      const { reportId, photoId } = request.params
      const report = await db
        .selectFrom("inspection_reports")
        .select("photos")
        .where("id", "=", reportId)
        .executeTakeFirst()
      const photos = report ? (JSON.parse(report.photos) as ReportDraft["photos"]) : []
      const uploadId = photos.find((photo) => photo.id === photoId)?.uploadId
      const upload = uploadId
        ? await db
            .selectFrom("photo_uploads")
            .select("id")
            .where("id", "=", uploadId)
            .where("report_id", "=", reportId)
            .where("photo_id", "=", photoId)
            .executeTakeFirst()
        : undefined
      const photo = upload && (await readPhotoBytes(db, upload.id))
      if (!photo) return reply.code(404).send(NO_PHOTO)
      const name = `${photoId}.${photo.type.split("/")[1] ?? "bin"}`
      return sendDownload(reply, { type: photo.type, size: photo.bytes.length, name }, Readable.from([photo.bytes]))
    },
  )
}
