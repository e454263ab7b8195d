import multipart from "@fastify/multipart"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { ERROR_CODES } from "../../src/lib/api-error"
import { ATTACHMENT_FIELD, formatSize, type AttachmentLimits } from "../../src/lib/attachment-rules"
import { SCAN_MAX_BYTES, SCAN_TYPES, authorisationScanReply } from "../../src/lib/authorisation-replies"
import { staffAuthorisationScanApi } from "../../src/lib/inspect-paths"
import { multipartLimits, readUpload, removeReceived, sweepTemporaryFiles } from "../attachments/read-multipart"
import type { ReceivedFile } from "../attachments/received-file"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { audit } from "../staff/audit"
import { isCrossSiteDownload, sendDownload } from "../staff/file-download"
import { actorOf } from "../staff/guard"
import type { Database } from "../storage/schema"
import { scanOf, scanStream, storeScan } from "./authorisation-scan-store"

export type AuthorisationScanRouteOptions = { db: Kysely<Database>; clock: Clock; siteUrl: string; uploadDir: string }

// One file, under the form field the other uploads use (read-multipart.ts reads that one).
const SCAN_LIMITS: AttachmentLimits = { maxFiles: 1, maxFileBytes: SCAN_MAX_BYTES, maxTotalBytes: SCAN_MAX_BYTES }
const params = z.object({ userId: z.string().max(100), authorisationId: z.string().max(100) })
const NO_RECORD = { error: "This person has no authorisation with this id.", code: ERROR_CODES.notFound }
const NO_SCAN = { error: "No scan is attached to this authorisation.", code: ERROR_CODES.notFound }
const WRONG_FILE = {
  error: `Attach one scan of the certificate, a PDF, JPEG or PNG file, in the field "${ATTACHMENT_FIELD}".`,
  code: ERROR_CODES.invalidRequest,
}

// The scan of the certificate behind a record of authorisation (issue 62), inside the workspace's guarded scope
// (session, role and the site's Origin settled before the body is read): administrators attach one, its kind
// decided by its bytes, a new one replacing it (both audited with size and SHA-256); staff download it, never shown
// in the site's origin.
export async function authorisationScanRoutes(
  scope: FastifyInstance,
  { db, clock, siteUrl, uploadDir }: AuthorisationScanRouteOptions,
) {
  const app = zodRoutes(scope)
  scope.addHook("onClose", sweepTemporaryFiles(uploadDir))
  // Only this scope reads multipart bodies: the file streams to disk and stops at SCAN_MAX_BYTES.
  await scope.register(multipart, { limits: multipartLimits(SCAN_LIMITS, 1000), throwFileSizeLimit: false })

  const recordOf = (userId: string, authorisationId: string) =>
    db
      .selectFrom("authorisations")
      .select("id")
      .where("id", "=", authorisationId)
      .where("user_id", "=", userId)
      .executeTakeFirst()

  app.put(
    staffAuthorisationScanApi.pattern,
    {
      config: { role: "admin" as const },
      schema: { params, response: { 200: authorisationScanReply, "4xx": errorReply } },
    },
    async (request, reply) => {
      const { userId, authorisationId } = request.params
      if (!(await recordOf(userId, authorisationId))) return reply.code(404).send(NO_RECORD)
      if (!request.isMultipart())
        return reply.code(415).send({ ...WRONG_FILE, error: "Send the scan as a multipart form." })
      let files: ReceivedFile[] = []
      try {
        const read = await readUpload(request, SCAN_LIMITS, uploadDir)
        files = read.files
        const [file] = files
        if (read.errors.some((error) => error.code === "tooLarge" || error.code === "total")) {
          return reply
            .code(413)
            .send({ error: `A scan may be ${formatSize(SCAN_MAX_BYTES)} at most.`, code: ERROR_CODES.invalidRequest })
        }
        if (!file || read.errors.length > 0 || !SCAN_TYPES.includes(file.type)) return reply.code(400).send(WRONG_FILE)
        const now = clock()
        const actor = actorOf(request)
        const stored = await storeScan(db, authorisationId, file, actor.name, now)
        await audit(db, actor, stored.replaced ? "authorisation scan replaced" : "authorisation scan attached", now, {
          reference: userId,
          detail: `${authorisationId}: ${file.size} bytes, sha256 ${file.sha256}`,
        })
        return { scan: { name: stored.scan.name, size: stored.scan.size } }
      } finally {
        removeReceived(files)
      }
    },
  )

  app.get(staffAuthorisationScanApi.pattern, { schema: { params } }, async (request, reply) => {
    if (isCrossSiteDownload(request, siteUrl)) {
      return reply.code(403).send({ error: "Requests are accepted from this site only." })
    }
    const { userId, authorisationId } = request.params
    if (!(await recordOf(userId, authorisationId))) return reply.code(404).send(NO_RECORD)
    const scan = await scanOf(db, userId, authorisationId)
    if (!scan) return reply.code(404).send(NO_SCAN)
    return sendDownload(reply, scan, scanStream(db, scan.id))
  })
}
