import { randomUUID } from "node:crypto"
import type { FastifyInstance } from "fastify"
import { sql, type Kysely, type Transaction } from "kysely"
import { ERROR_CODES } from "../../src/lib/api-error"
import type { ReportDraft } from "../../src/lib/inspect-replies"
import { staffAmendCertificateApi } from "../../src/lib/inspect-paths"
import { amendBody, amendedReply } from "../../src/lib/review-replies"
import { numberParams } from "../certificates/route-schemas"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { audit } from "../staff/audit"
import { actorOf } from "../staff/guard"
import type { Database } from "../storage/schema"

type Refusal = { status: 404 | 409; error: string }
type Opened = { reportId: string } | Refusal

// An issued report is never edited (ISO/IEC 17020 §7.4): its amendment is a new report in the same job, made from
// the issued one — same kind and item, its values and photos — as a draft of its author's, naming the number it
// replaces and why. The number is superseded only once the amendment is issued (review-issue), so until then the
// issued record stands. One amendment of a number is open at a time.
export async function openAmendment(db: Kysely<Database>, number: string, reason: string, now: Date): Promise<Opened> {
  return db.transaction().execute(async (trx): Promise<Opened> => {
    const certificate = await trx
      .selectFrom("certificates")
      .select(["number", "superseded_by"])
      .where("number", "=", number)
      .executeTakeFirst()
    if (!certificate) return { status: 404, error: `No certificate is numbered ${number}.` }
    if (certificate.superseded_by !== null) {
      return { status: 409, error: `${number} is already superseded by ${certificate.superseded_by}.` }
    }
    // Touching the issued report's row holds it for this transaction (PostgreSQL's row lock; SQLite has one writer),
    // so two amendments asked at once open one: the second reads the first's once it has committed.
    const touched = await trx
      .updateTable("inspection_reports")
      .set((eb) => ({ issued_number: eb.ref("issued_number") }))
      .where("issued_number", "=", number)
      .executeTakeFirst()
    if (Number(touched.numUpdatedRows) !== 1) {
      return {
        status: 409,
        error: `${number} was not issued from an inspector's report: correct it on the certificates page instead.`,
      }
    }
    const open = await trx
      .selectFrom("inspection_reports")
      .select("id")
      .where("amends_number", "=", number)
      .where("issued_number", "is", null)
      .executeTakeFirst()
    if (open) return { status: 409, error: `An amendment of ${number} is already open.` }
    const issued = await trx
      .selectFrom("inspection_reports")
      .selectAll()
      .where("issued_number", "=", number)
      .executeTakeFirstOrThrow()
    const reportId = randomUUID()
    const at = now.toISOString()
    const copied = await copyPhotos(trx, issued.id, reportId, JSON.parse(issued.photos) as ReportDraft["photos"])
    // The values name photos by id (a photos field, a defect's or an indication's photoIds): ids are UUIDs, so each
    // old id is replaced wherever it stands.
    const values = copied.reduce((text, photo) => text.replaceAll(photo.from, photo.id), issued.values)
    await trx
      .insertInto("inspection_reports")
      .values({
        ...{ id: reportId, job_id: issued.job_id, kind: issued.kind, item_key: issued.item_key },
        ...{
          new_item: issued.new_item,
          values,
          photos: JSON.stringify(
            copied.map(({ id, fieldId, caption, uploadId }) => ({ id, fieldId, caption, uploadId })),
          ),
        },
        ...{ version: 1, submitted_at: null, updated_by: issued.updated_by, updated_at: at, created_at: at },
        ...{ amends_number: number, amend_reason: reason },
      })
      .execute()
    return { reportId }
  })
}

// The issued report's photos under new ids (an upload is its uploader's photo id, once), each upload copied under
// the amendment (staff-photo-route.ts reads an upload only under its report and photo), its bytes copied by the
// database; a photo whose upload never finished comes without one, as on a device that has not sent it.
async function copyPhotos(
  trx: Transaction<Database>,
  fromReport: string,
  toReport: string,
  photos: ReportDraft["photos"],
): Promise<(ReportDraft["photos"][number] & { from: string })[]> {
  const copied = []
  for (const photo of photos) {
    const id = randomUUID()
    const upload = photo.uploadId
      ? await trx
          .selectFrom("photo_uploads")
          .selectAll()
          .where("id", "=", photo.uploadId)
          .where("report_id", "=", fromReport)
          .where("photo_id", "=", photo.id)
          .where("finished_at", "is not", null)
          .executeTakeFirst()
      : undefined
    if (!upload) {
      copied.push({ ...photo, id, uploadId: null, from: photo.id })
      continue
    }
    const uploadId = randomUUID()
    await trx
      .insertInto("photo_uploads")
      .values({
        ...{ ...upload, id: uploadId, report_id: toReport, photo_id: id },
        metadata: JSON.stringify({ reportId: toReport, photoId: id }),
      })
      .execute()
    await trx
      .insertInto("photo_upload_chunks")
      .columns(["upload_id", "seq", "data"])
      .expression((eb) =>
        eb
          .selectFrom("photo_upload_chunks")
          // Cast: PostgreSQL gives a bare parameter in a select list no type.
          .select([sql<string>`cast(${uploadId} as text)`.as("upload_id"), "seq", "data"])
          .where("upload_id", "=", upload.id),
      )
      .execute()
    copied.push({ ...photo, id, uploadId, from: photo.id })
  }
  return copied
}

// POST staffAmendCertificateApi, inside the workspace's guarded scope (staff and administrators, Origin checked):
// opens the amendment and says so in the audit log under the number.
export async function amendRoute(scope: FastifyInstance, { db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const app = zodRoutes(scope)
  app.post(
    staffAmendCertificateApi.pattern,
    {
      schema: {
        params: numberParams,
        body: amendBody,
        response: { 201: amendedReply, "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const { number } = request.params
      const opened = await openAmendment(db, number, request.body.reason, clock())
      if ("error" in opened) {
        const code = opened.status === 404 ? ERROR_CODES.notFound : undefined
        return reply.code(opened.status).send({ error: opened.error, ...(code ? { code } : {}) })
      }
      await audit(db, actorOf(request), "amendment opened", clock(), {
        reference: number,
        detail: `report ${opened.reportId}: ${request.body.reason}`,
      })
      return reply.code(201).send(opened)
    },
  )
}
