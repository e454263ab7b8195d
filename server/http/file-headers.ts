import path from "node:path"
import { contentType } from "mime-types"
import { cachingHeaders } from "../../http-rules/cache-policy"
import { downloadHeaders } from "../../http-rules/download-headers"

// The headers of a built file, composed once for both ways the server sends one: from memory
// (memory-static.ts) and through @fastify/static (server/app.ts, for what memory does not hold). The media type
// (mime-types: @fastify/static's own would call a script application/javascript, memory text/javascript), caching, a
// page's own headers (its Content-Security-Policy) for HTML, and a document's name. No Last-Modified on either: the
// ETag is the one validator (memory-static.ts says why).
export function fileHeaders(
  urlPath: string,
  pageHeaders: (urlPath: string) => Record<string, string> = () => ({}),
): Record<string, string> {
  const type = contentType(path.extname(urlPath))
  return {
    ...(type ? { "content-type": type } : {}),
    ...cachingHeaders(urlPath),
    ...(urlPath.endsWith(".html") ? pageHeaders(urlPath) : {}),
    ...downloadHeaders(urlPath),
  }
}
