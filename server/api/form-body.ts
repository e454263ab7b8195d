import type { FastifyRequest } from "fastify"
import { z } from "zod"
import type { AttachmentError, AttachmentLimits } from "../../src/lib/attachment-rules"
import { readMultipart } from "../attachments/read-multipart"
import type { ReceivedFile } from "../attachments/received-file"

// How the request forms' bodies arrive: JSON from the form's script (multipart once it carries files), a
// browser's own post without JavaScript (urlencoded, or multipart from the quote form).

export const BODY_LIMIT = 32 * 1024
const FORM = "application/x-www-form-urlencoded"
const MULTIPART = "multipart/form-data"

// Media types are case-insensitive, as Fastify's parser treats them.
const contentType = (request: FastifyRequest) => (request.headers["content-type"] ?? "").toLowerCase()
export const isMultipart = (request: FastifyRequest) => contentType(request).startsWith(MULTIPART)
// A browser's own post (no JavaScript) gets the result pages; the form's script sends multipart too, asking for JSON.
export const isForm = (request: FastifyRequest) =>
  contentType(request).startsWith(FORM) ||
  (isMultipart(request) && !(request.headers.accept ?? "").includes("application/json"))

// Why a body was refused before any handler read it (Fastify's status), or nothing when the status says otherwise.
export function bodyRefusal(status: number, request: FastifyRequest): string | undefined {
  if (status === 413)
    return isMultipart(request)
      ? `The request has too many parts or a field longer than ${BODY_LIMIT / 1024} KB.`
      : `The request is larger than ${BODY_LIMIT / 1024} KB.`
  if (status === 415) return `Send the request as application/json, ${FORM} or ${MULTIPART}.`
  if (status === 400) return "The request body could not be read."
  return undefined
}

// A request's body as sent: its fields and, from multipart, the files received and those refused (by name).
export type SentBody = { body: unknown; files: ReceivedFile[]; fileErrors: AttachmentError[] }

export async function readSentBody(
  request: FastifyRequest,
  limits: AttachmentLimits,
  uploadDir: string,
  acceptsFiles: boolean,
): Promise<SentBody> {
  if (!isMultipart(request)) return { body: request.body, files: [], fileErrors: [] }
  try {
    const { fields, files, errors } = await readMultipart(request, limits, uploadDir, acceptsFiles)
    return { body: fields, files, fileErrors: errors }
  } catch (error) {
    throw unreadable(error)
  }
}

// busboy's complaints about a broken body carry no status: the body could not be read (400); a limit keeps its own.
function unreadable(error: unknown): Error & { statusCode: number } {
  const status =
    error instanceof Error && "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 0
  const failure = error instanceof Error ? error : new Error(String(error))
  return Object.assign(failure, { statusCode: status && status < 500 ? status : 400 })
}

// The fields every form sends besides its own, read by the pipeline itself; the rest are the form's, checked by
// its schema. A value of the wrong type counts as left out: an empty honeypot, an unmeasured fill time.
export const pipelineFields = z
  .object({
    // The honeypot, hidden from people: whatever is in it, a robot wrote.
    website: z.string().catch(""),
    // How long the form was open (ms), as its script measured it; a post without JavaScript sends text.
    fillMs: z
      .union([z.number(), z.string().min(1).transform(Number)])
      .nullable()
      .catch(null),
    // The form's edition: errors are worded in the visitor's language.
    locale: z.unknown(),
  })
  .passthrough()
