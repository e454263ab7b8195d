import crypto from "node:crypto"
import type { IncomingMessage } from "node:http"
import { Server, type ServerOptions } from "@tus/server"
import { ERRORS, Metadata, type Upload } from "@tus/utils"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { GUARD_CODES, type ApiErrorReply } from "../../src/lib/api-error"
import { INSPECT_UPLOADS_API } from "../../src/lib/inspect-paths"
import { PHOTO_MAX_BYTES } from "../../src/lib/photo-rules"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { isOwnOrigin, isStateChanging } from "../staff/origin"
import type { Database } from "../storage/schema"
import { DatabaseLocker, type LockTimings } from "./photo-upload-locker"
import { settlePhoto } from "./photo-upload-finish"
import { findUpload, PhotoUploadStore, UPLOADER_KEY } from "./photo-upload-store"

export { readPhotoBytes } from "./photo-upload-finish"

export type PhotoUploadOptions = {
  db: Kysely<Database>
  // The site's origin (SITE_URL): a change from any other is refused.
  siteUrl: string
  clock: Clock
  // Who is uploading, or null (anonymous → 401). The inspectors' guard gives the signed-in inspector.
  authorize: (request: FastifyRequest) => Promise<{ userId: string } | null>
  lockTimings?: Partial<LockTimings>
}

const photoMetadata = z.object({ reportId: z.string().uuid(), photoId: z.string().uuid() })

const refuse = (reply: FastifyReply, status: 401 | 403, refusal: ApiErrorReply) => reply.code(status).send(refusal)

// A tus error: its status and the words the client's error carries.
const tusError = (status_code: number, body: string) => ({ status_code, body })

type TusRequest = Parameters<NonNullable<ServerOptions["onIncomingRequest"]>>[0]

// The tus protocol (creation, HEAD offsets, PATCH, termination) at INSPECT_UPLOADS_API, through @tus/server with
// what it keeps in the database (photo-upload-store.ts, photo-upload-locker.ts), so several instances behind a
// proxy serve one upload. Before tus sees a request: a change from another origin → 403, no uploader → 401. An
// upload belongs to its uploader: anyone else's HEAD, PATCH or DELETE of it answers 404, as an unknown one.
// Upload-Length above PHOTO_MAX_BYTES → 413; metadata without a reportId and photoId (uuids) → 400. The same
// photoId sent again by its uploader answers 201 with the first upload's Location (stored once): tus-js-client
// then finds its offset there and sends only what is missing, or nothing.
export async function photoUploads(app: FastifyInstance, options: PhotoUploadOptions) {
  const { db, clock } = options
  // The uploader of each request tus is handling, for its hooks (they see the Node request, not Fastify's).
  const uploaders = new WeakMap<IncomingMessage, string>()
  const uploaderOf = (req: TusRequest) => {
    const node = (req.runtime?.node as { req?: IncomingMessage } | undefined)?.req
    const uploader = node && uploaders.get(node)
    if (!uploader) throw ERRORS.FILE_NOT_FOUND
    return uploader
  }
  const store = new PhotoUploadStore(db, clock, (uploadId, bytes, offset) =>
    app.log.info({ uploadId, bytes, offset }, "photo upload bytes stored"),
  )
  const tus = new Server({
    path: INSPECT_UPLOADS_API,
    datastore: store,
    locker: new DatabaseLocker(db, clock, options.lockTimings),
    maxSize: PHOTO_MAX_BYTES,
    // The same path on whichever instance the proxy picks.
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID(),
    onUploadCreate: async (req, upload) => {
      const metadata = photoMetadata.safeParse(upload.metadata ?? {})
      if (!metadata.success) throw tusError(400, "Upload-Metadata must name the reportId and photoId (uuids).\n")
      return { metadata: { ...metadata.data, [UPLOADER_KEY]: uploaderOf(req) } }
    },
    onIncomingRequest: async (req, id) => {
      // A creation's id is new (tus asks here too); for HEAD, PATCH, DELETE only the uploader's own upload exists.
      if (req.method === "POST") return
      const upload = await findUpload(db, id)
      if (!upload || upload.user_id !== uploaderOf(req)) throw ERRORS.FILE_NOT_FOUND
      // All there but not yet judged (its last PATCH's answer is still being made, or was lost with its instance):
      // judged now, so a HEAD never reports complete what will be refused.
      if (upload.received === upload.size && !upload.finished_at && !(await settlePhoto(db, id, clock()))) {
        throw ERRORS.FILE_NOT_FOUND
      }
    },
    onUploadFinish: async (_req, upload: Upload) => {
      if (!(await settlePhoto(db, upload.id, clock()))) {
        throw tusError(415, "A photo must be a JPEG, PNG or WebP image; this upload was deleted.\n")
      }
      return {}
    },
    onResponseError: (_req, error) => {
      // Two creations of one photo at once: the unique index refused the second; its retry finds the first.
      if (error instanceof Error && /unique|duplicate key/i.test(error.message)) {
        return tusError(409, "This photo is being uploaded already; try again.\n")
      }
      return undefined
    },
  })

  app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null))
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store")
    if (isStateChanging(request.method) && !isOwnOrigin(request, options.siteUrl)) {
      return refuse(reply, 403, {
        error: "Requests are accepted from this site only.",
        code: GUARD_CODES.foreignOrigin,
      })
    }
    const uploader = await options.authorize(request)
    if (!uploader) return refuse(reply, 401, { error: "Sign in first.", code: GUARD_CODES.signedOut })
    uploaders.set(request.raw, uploader.userId)
  })

  // tus answers on the raw response; the headers set so far (security headers, no-store) go with it.
  const takeOver = (reply: FastifyReply) => {
    reply.hijack()
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value)
    }
    return reply.raw
  }
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => tus.handle(request.raw, takeOver(reply))
  const schema = { response: { 401: errorReply, 403: errorReply } }
  const routes = zodRoutes(app)
  routes.post(INSPECT_UPLOADS_API, { schema }, async (request, reply) => {
    const existing = await uploadOfPhoto(db, uploaders.get(request.raw), request.headers["upload-metadata"])
    if (!existing) return handOver(request, reply)
    takeOver(reply)
      .writeHead(201, { "Tus-Resumable": "1.0.0", Location: `${INSPECT_UPLOADS_API}/${existing}` })
      .end()
  })
  routes.route({
    method: ["HEAD", "PATCH", "DELETE"],
    url: `${INSPECT_UPLOADS_API}/:uploadId`,
    schema,
    handler: handOver,
  })
}

// The upload of a photo its uploader created before, if the creation's metadata names one.
async function uploadOfPhoto(
  db: Kysely<Database>,
  uploader: string | undefined,
  header: string | string[] | undefined,
) {
  if (!uploader || typeof header !== "string") return undefined
  let photoId: string | null | undefined
  try {
    photoId = Metadata.parse(header).photoId
  } catch {
    // tus answers the malformed metadata itself.
    return undefined
  }
  if (!photoId) return undefined
  const row = await db
    .selectFrom("photo_uploads")
    .select("id")
    .where("user_id", "=", uploader)
    .where("photo_id", "=", photoId)
    .executeTakeFirst()
  return row?.id
}
