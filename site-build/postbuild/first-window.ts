import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { pagePolicy } from "../../http-rules/csp"
import { cachingHeaders } from "../../http-rules/cache-policy"
import { htmlFiles } from "../../http-rules/public-files"
import { securityHeaders } from "../../http-rules/security-headers"

// TCP's first window on a new connection: ten segments of 1,460 bytes. What arrives within it, headers included,
// needs one round trip; on a phone each further one delays the first paint by about 150 ms.
export const FIRST_WINDOW = 14_600

// What a page's first screen may weigh on the wire: 1.5 KB under the first window, so a phone paints after one
// round trip with room to spare. The browser tests hold every measured page to it (e2e/budgets.spec.ts); the part
// of a page after its first screen may grow, and is only reported (docs/speed-and-search.md).
export const FIRST_SCREEN_BUDGET = 13_100

// How many bytes of a brotli body must arrive before the decoder has given out the first `bytes` of the page:
// the smallest prefix that decodes that far (the decoder gives out what it can of a cut stream).
export function compressedBytesFor(body: Buffer, bytes: number): number {
  const decodedLength = (length: number) =>
    zlib.brotliDecompressSync(body.subarray(0, length), { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).length
  let [low, high] = [0, body.length]
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (decodedLength(middle) >= bytes) high = middle
    else low = middle + 1
  }
  return low
}

type ParsedElement = DefaultTreeAdapterMap["element"]
const elementsIn = (node: { childNodes?: DefaultTreeAdapterMap["node"][] }) =>
  (node.childNodes ?? []).filter((child): child is ParsedElement => "tagName" in child)

function findMain(node: ParsedElement): ParsedElement | undefined {
  if (node.tagName === "main") return node
  for (const child of elementsIn(node)) {
    const found = findMain(child)
    if (found) return found
  }
  return undefined
}

// The bytes of the HTML through the end of <main>'s first section, where every page's hero is: what the build can
// tell of the first screen without a browser (the budget test finds the largest element in one).
export function bytesThroughFirstSection(html: string): number | undefined {
  const root = elementsIn(parse(html, { sourceCodeLocationInfo: true }))[0]
  const first = root && findMain(root) && elementsIn(findMain(root)!)[0]
  const end = first?.sourceCodeLocation?.endOffset
  return end === undefined ? undefined : Buffer.byteLength(html.slice(0, end))
}

// The status line and the headers the server sends with a page, but for the few whose values vary by request
// (date, length, ETag, last modified, connection), counted at their usual size.
const VARYING_HEADERS_BYTES = 200
function headerBytes(route: string, html: string): number {
  const headers = {
    ...securityHeaders(pagePolicy(html)),
    ...cachingHeaders(route),
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "br",
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return "HTTP/1.1 200 OK\r\n\r\n".length + Buffer.byteLength(lines.join("")) + VARYING_HEADERS_BYTES
}

export type PageWeight = { route: string; whole: number; firstSection: number | undefined }

// The pages whose whole HTML, with headers, passes the first window: reported by the build with their size and
// their first section's, never failed for it.
export function pagesPastFirstWindow(publicDir: string): PageWeight[] {
  const weights: PageWeight[] = []
  for (const file of htmlFiles(publicDir)) {
    if (!fs.existsSync(`${file}.br`)) continue
    const route = `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/index\.html$/, "")
    const html = fs.readFileSync(file, "utf8")
    const body = fs.readFileSync(`${file}.br`)
    const head = headerBytes(route, html)
    if (head + body.length <= FIRST_WINDOW) continue
    const through = bytesThroughFirstSection(html)
    weights.push({
      route,
      whole: head + body.length,
      firstSection: through === undefined ? undefined : head + compressedBytesFor(body, through),
    })
  }
  return weights
}
