import path from "node:path"
import multipart from "@fastify/multipart"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { ATTACHMENT_FIELD, formatSize, type AttachmentLimits } from "../../src/lib/attachment-rules"
import { multipartLimits, readUpload, removeReceived, sweepTemporaryFiles } from "../attachments/read-multipart"
import type { ReceivedFile } from "../attachments/received-file"
import { REPORT_MAX_BYTES, REPORT_TYPE, reportOf, storeReport } from "../attachments/report-store"
import { numberParams } from "../certificates/route-schemas"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import { audit } from "./audit"
import { staffOf } from "./guard"
import { certificateApi } from "../../src/lib/staff-paths"
import { certificateReportReply } from "../../src/lib/certificate-replies"

export const certificateReportUrl = (number: string) => certificateApi("report").to({ number })

// One PDF, under the form field the quote form's files use (read-multipart.ts reads that one).
const REPORT_LIMITS: AttachmentLimits = { maxFiles: 1, maxFileBytes: REPORT_MAX_BYTES, maxTotalBytes: REPORT_MAX_BYTES }

// A certificate's signed report, attached by staff (behind the staff guard: session, role, the site's Origin on the
// upload, all settled before the body is read). Its kind is decided by its bytes, PDF only; uploading again
// replaces it; both are in the audit log with the file's size and SHA-256, which staff see to compare with theirs.
export async function reportRoutes(
  scope: FastifyInstance,
  { db, clock, uploadDir }: { db: Kysely<Database>; clock: Clock; uploadDir: string },
) {
  const app = zodRoutes(scope)
  scope.addHook("onClose", sweepTemporaryFiles(uploadDir))
  // Only this scope reads multipart bodies: the file streams to disk and stops at REPORT_MAX_BYTES.
  await scope.register(multipart, { limits: multipartLimits(REPORT_LIMITS, 1000), throwFileSizeLimit: false })

  const certificateOf = (number: string) =>
    db.selectFrom("certificates").select("id").where("number", "=", number).executeTakeFirst()

  app.get(
    certificateApi("report").pattern,
    { schema: { params: numberParams, response: { 200: certificateReportReply, 404: errorReply } } },
    async (request, reply) => {
      const certificate = await certificateOf(request.params.number)
      if (!certificate) return reply.code(404).send({ error: "There is no such certificate." })
      return { report: (await reportOf(db, certificate.id)) ?? null }
    },
  )

  app.post(
    certificateApi("report").pattern,
    { schema: { params: numberParams, response: { 200: certificateReportReply, "4xx": errorReply } } },
    async (request, reply) => {
      const { number } = request.params
      const certificate = await certificateOf(number)
      if (!certificate) return reply.code(404).send({ error: "There is no such certificate." })
      if (!request.isMultipart()) return reply.code(415).send({ error: "Send the report as a multipart form." })
      let files: ReceivedFile[] = []
      try {
        const read = await readUpload(request, REPORT_LIMITS, uploadDir)
        files = read.files
        const [file] = files
        if (read.errors.some((error) => error.code === "tooLarge" || error.code === "total")) {
          return reply.code(413).send({ error: `A report may be ${formatSize(REPORT_MAX_BYTES)} at most.` })
        }
        if (!file || read.errors.length > 0 || file.type !== REPORT_TYPE) {
          return reply.code(400).send({ error: `Attach one PDF file, in the field "${ATTACHMENT_FIELD}".` })
        }
        const now = clock()
        const stored = await storeReport(db, certificate.id, file, staffOf(request).name, now)
        await audit(db, staffOf(request), stored.replaced ? "certificate.report-replaced" : "certificate.report", now, {
          reference: number,
          detail: `${file.size} bytes, sha256 ${file.sha256}`,
        })
        return { report: stored.report }
      } finally {
        removeReceived(files)
      }
    },
  )
}

// Where uploads wait on disk: the data folder's, beside the quote form's (DATA_DIR/uploads).
export const uploadDirOf = (outboxDir: string) => path.join(path.dirname(outboxDir), "uploads")
