import type { Readable } from "node:stream"
import type { FastifyReply, FastifyRequest } from "fastify"
import { isOwnOrigin } from "./origin"

// A stored file sent through the API as a download: a request's attachment to staff (attachment-routes.ts), a
// certificate's signed report to a member of its company (server/client/report-routes.ts).

// RFC 6266 with RFC 5987's filename*: an ASCII stand-in for old clients, the real name percent-encoded in UTF-8.
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_")
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

// The guards check Origin on changes only; a download asked for by another site's page is refused too.
export const isCrossSiteDownload = (request: FastifyRequest, siteUrl: string) =>
  Boolean(request.headers.origin && !isOwnOrigin(request, siteUrl)) || request.headers["sec-fetch-site"] === "cross-site"

// The file itself: never shown by the browser in the site's origin (attachment, nosniff, a sandbox CSP), never cached.
export const sendDownload = (
  reply: FastifyReply,
  file: { type: string; size: number; name: string },
  bytes: Readable,
): FastifyReply =>
  reply
    .type(file.type)
    .header("Content-Length", String(file.size))
    .header("Content-Disposition", contentDisposition(file.name))
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "sandbox; default-src 'none'")
    .header("Cache-Control", "no-store")
    .send(bytes)
