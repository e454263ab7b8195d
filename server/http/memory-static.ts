import fs from "node:fs"
import path from "node:path"
import type { FastifyReply, FastifyRequest } from "fastify"
import negotiate from "@fastify/accept-negotiator"
import { contentType } from "mime-types"
import { fileHeaders } from "./file-headers"
import { COMPRESSIBLE, filesBelow } from "../../http-rules/public-files"

// The build never changes while the server runs, so its pages and assets are read once into memory with
// their headers worked out; a request is then a lookup, not a stat, an open and a stream. Measured with
// npm run bench:server (2 cores, 50 connections, gzip): / at 4,334 req/s against 2,182 for @fastify/static
// alone, a service page at 6,304 against 2,655. @fastify/static still answers what is not held here
// (redirects, files over MAX_FILE_BYTES); content types come from mime-types, encodings from
// @fastify/accept-negotiator.
export const MAX_FILE_BYTES = 2 * 1024 * 1024

type Entry = {
  identity: Buffer
  br?: Buffer
  gz?: Buffer
  headers: Record<string, string>
  etag: string
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined)

// `pageHeaders` adds the headers of one page (its Content-Security-Policy) to each HTML file's.
export function loadStaticFiles(
  publicDir: string,
  excluded: string[],
  pageHeaders: (urlPath: string) => Record<string, string> = () => ({}),
): Map<string, Entry> {
  const files = new Map<string, Entry>()
  for (const file of filesBelow(publicDir)) {
    const type = contentType(path.extname(file))
    if (!type || excluded.includes(path.basename(file))) continue
    const stat = fs.statSync(file)
    if (stat.size > MAX_FILE_BYTES) continue
    const urlPath = `/${path.relative(publicDir, file).split(path.sep).join("/")}`
    const compressible = COMPRESSIBLE.test(file)
    const entry: Entry = {
      identity: fs.readFileSync(file),
      br: compressible ? read(`${file}.br`) : undefined,
      gz: compressible ? read(`${file}.gz`) : undefined,
      // The one validator: a Last-Modified beside it would say the same in 46 more bytes of every response, and
      // the measured pages' HTML must fit its byte budget with its headers (testing/measured-pages.ts).
      etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
      headers: fileHeaders(urlPath, pageHeaders),
    }
    files.set(urlPath, entry)
    // A folder's URL ("/services/") is its index.html.
    if (urlPath.endsWith("/index.html")) files.set(urlPath.slice(0, -"index.html".length), entry)
  }
  return files
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const tags = request.headers["if-none-match"]
  return tags
    ? tags.split(",").some((tag) => tag.trim().replace(/-(br|gz)"$/, '"') === etag || tag.trim() === "*")
    : false
}

// Answers from memory when the path is a built file; returns false to let the request go on.
export function serveFromMemory(files: Map<string, Entry>, request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false
  const entry = files.get(request.url.split("?")[0])
  if (!entry) return false
  const encodings = [...(entry.br ? ["br" as const] : []), ...(entry.gz ? ["gzip" as const] : [])]
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", encodings) ?? undefined
  const body = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gz! : entry.identity
  // Each representation has its own validator, so a cache never mixes them up.
  const etag = encoding ? entry.etag.replace(/"$/, `-${encoding === "br" ? "br" : "gz"}"`) : entry.etag
  reply.headers(entry.headers).header("etag", etag)
  if (notModified(request, entry.etag)) {
    void reply.code(304).send()
    return true
  }
  if (encoding) reply.header("content-encoding", encoding)
  reply.header("content-length", body.length)
  void reply.code(200).send(request.method === "HEAD" ? undefined : body)
  return true
}
