import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { Transform } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { FastifyRequest } from "fastify"
import { ATTACHMENT_FIELD, type AttachmentError, type AttachmentLimits } from "../../src/lib/attachment-rules"
import { STALE_UPLOAD_MS } from "./attachment-staging"
import { decideKind } from "./file-kind"
import type { ReceivedFile } from "./received-file"

export type MultipartBody = { fields: Record<string, string>; files: ReceivedFile[]; errors: AttachmentError[] }

// Counts and hashes what passes; past `allowance` bytes it passes nothing more (the rest of the file is read and
// dropped), so an oversized upload is never stored whole.
class Meter extends Transform {
  bytes = 0
  over = false
  readonly hash = crypto.createHash("sha256")
  constructor(private readonly allowance: number) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.bytes += chunk.length
    if (this.bytes > this.allowance) this.over = true
    if (!this.over) {
      this.hash.update(chunk)
      this.push(chunk)
    }
    done()
  }
}

// The longest a name is kept (a file system's limit); control characters and path separators are dropped.
// eslint-disable-next-line no-control-regex
const cleanName = (name: string) => path.basename(name.replace(/[\u0000-\u001f\u007f\\/]/g, "")).slice(0, 255)

// Reads a multipart/form-data request as it streams in: text fields into `fields`, each file under
// `attachments` into a temporary file in `tmpDir` (hashed and measured on the way, cut off at the limits), then
// its kind decided by its bytes. Problems with files are returned, named by file, not thrown; a body that is
// not valid multipart throws (the route answers 400). The caller removes the temporary files.
export async function readMultipart(
  request: FastifyRequest,
  limits: AttachmentLimits,
  tmpDir: string,
  acceptsFiles: boolean,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: [], errors: [] }
  let total = 0
  let count = 0
  fs.mkdirSync(tmpDir, { recursive: true })
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.valueTruncated) throw Object.assign(new Error("A field is too long."), { statusCode: 413 })
        if (typeof part.value === "string") body.fields[part.fieldname] = part.value
        continue
      }
      const name = cleanName(part.filename ?? "")
      // A form without JavaScript sends an empty, unnamed part for a file field left empty.
      if (!name || part.fieldname !== ATTACHMENT_FIELD || !acceptsFiles) {
        part.file.resume()
        await new Promise((resolve) => part.file.once("end", resolve))
        if (name) body.errors.push({ name, code: "kind" })
        continue
      }
      count += 1
      if (count > limits.maxFiles) {
        part.file.resume()
        await new Promise((resolve) => part.file.once("end", resolve))
        body.errors.push({ name, code: "tooMany" })
        continue
      }
      const file = path.join(tmpDir, `${crypto.randomUUID()}.part`)
      const meter = new Meter(limits.maxTotalBytes - total)
      const out = fs.createWriteStream(file, { mode: 0o600 })
      try {
        await pipeline(part.file, meter, out)
      } catch (error) {
        // The body broke off (or the visitor left) mid-file: what arrived of it goes. The file may still be
        // opening when the pipeline fails; removed before it is closed, it would be created again behind us.
        if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()))
        fs.rmSync(file, { force: true })
        throw error
      }
      const received: ReceivedFile = { name, size: meter.bytes, type: "", sha256: "", path: file }
      const refuse = (error: AttachmentError) => {
        body.errors.push(error)
        fs.rmSync(file, { force: true })
      }
      // busboy stops at ATTACHMENT_MAX_BYTES and marks the stream truncated.
      if (part.file.truncated) refuse({ name, code: "tooLarge" })
      else if (meter.over) refuse({ name, code: "total" })
      else if (meter.bytes === 0) refuse({ name, code: "kind" })
      else {
        const kind = await decideKind(file, name)
        if (!kind.ok) refuse({ name, code: kind.code })
        else {
          total += meter.bytes
          body.files.push({ ...received, type: kind.type, sha256: meter.hash.digest("hex") })
        }
      }
    }
  } catch (error) {
    removeReceived(body.files)
    throw error
  }
  return body
}

// readMultipart for a route taking one upload of its own (a certificate's report, an authorisation's scan):
// busboy's complaints about a broken body carry no status, so they answer 400 (the body could not be read).
export const readUpload = (request: FastifyRequest, limits: AttachmentLimits, tmpDir: string) =>
  readMultipart(request, limits, tmpDir, true).catch((error: unknown) => {
    const status = (error as { statusCode?: number }).statusCode
    throw Object.assign(error as Error, { statusCode: status && status < 500 ? status : 400 })
  })

export function removeReceived(files: readonly ReceivedFile[]) {
  for (const file of files) fs.rmSync(file.path, { force: true })
}

// Temporary files left by a server killed mid-upload (a live one removes its own when their request ends): those
// older than STALE_UPLOAD_MS, so that another process using the folder keeps the ones it is receiving. Their age is
// measured on the system clock, which wrote their mtimes, never on the server's (a moved) clock.
export function removeStaleTemporaryFiles(dir: string, now = Date.now()) {
  if (!fs.existsSync(dir)) return
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name)
    try {
      if (name.endsWith(".part") && now - fs.statSync(file).mtimeMs > STALE_UPLOAD_MS) fs.rmSync(file, { force: true })
    } catch {
      // Removed meanwhile by its own request.
    }
  }
}

// At start and then every STALE_UPLOAD_MS; the returned function stops it.
export function sweepTemporaryFiles(dir: string): () => void {
  removeStaleTemporaryFiles(dir)
  const timer = setInterval(() => removeStaleTemporaryFiles(dir), STALE_UPLOAD_MS)
  timer.unref()
  return () => clearInterval(timer)
}

// @fastify/multipart's limits for the quote API: files stop at ATTACHMENT_MAX_BYTES while streaming; twice the
// number of files allowed are read (those past the limit are refused by name), beyond that the body is refused.
export const multipartLimits = (limits: AttachmentLimits, fieldSize: number) => ({
  fileSize: limits.maxFileBytes,
  files: limits.maxFiles * 2,
  fields: 40,
  fieldSize,
  parts: limits.maxFiles * 2 + 40,
  headerPairs: 50,
})
