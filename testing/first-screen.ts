import http from "node:http"
import zlib from "node:zlib"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import type { Page } from "@playwright/test"
import { compressedBytesFor } from "../site-build/postbuild/first-window"

type Node = DefaultTreeAdapterMap["node"]
type ParsedElement = DefaultTreeAdapterMap["element"]

// One step from an element down to a child element: its index among its parent's element children, and its tag.
export type ElementStep = { index: number; tag: string }

type LargestPaintWindow = { largestPaint?: { size: number; element: Element | null } }

// The page's largest contentful paint's element, as the path of element children from <html> down to it: the
// browser's DOM and the HTML's parse agree on it, so it locates the element in the bytes the server sent.
// An image above the fold becomes a candidate only once painted, a frame or more after the load event (decoding
// comes first): read at once, the largest paint of `/` at 1,440 px was the artwork in most visits and the headline
// in some. So it waits until the largest paint is at least as large as every image in view would count.
export async function largestPaintPath(page: Page): Promise<ElementStep[]> {
  await page.evaluate(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]
      ;(window as LargestPaintWindow).largestPaint = entries[entries.length - 1]
    }).observe({ type: "largest-contentful-paint", buffered: true })
  })
  try {
    const steps = await page.waitForFunction(
      () => {
        const latest = (window as LargestPaintWindow).largestPaint
        if (!latest) return false
        // An image's paint counts its area in view, no more than its own pixels (an upscaled image counts less).
        const imageSizes = Array.from(document.images, (image) => {
          const box = image.getBoundingClientRect()
          const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0))
          const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
          const upscale = (image.naturalWidth * image.naturalHeight) / (box.width * box.height || 1)
          return image.complete ? width * height * Math.min(1, upscale) : 0
        })
        // Rounding of the browser's own figure: a few per cent.
        if (latest.size < 0.95 * Math.max(0, ...imageSizes)) return false
        const path: ElementStep[] = []
        for (let element = latest.element; element?.parentElement;) {
          const parent: Element = element.parentElement
          path.unshift({ index: Array.from(parent.children).indexOf(element), tag: element.tagName.toLowerCase() })
          element = parent
        }
        return path
      },
      undefined,
      { timeout: 10_000 },
    )
    return (await steps.jsonValue()) as ElementStep[]
  } catch (error) {
    throw new Error(`the largest paint never grew to the size of the images in view (${String(error)})`)
  }
}

const isElement = (node: Node): node is ParsedElement => "tagName" in node

// The element at that path in the HTML's parse, with its place in the source. Throws when the HTML has no such
// element: the page's DOM and its HTML differ there.
function elementAt(html: string, path: ElementStep[]): ParsedElement {
  let element = parse(html, { sourceCodeLocationInfo: true }).childNodes.find(isElement)
  for (const [depth, step] of path.entries()) {
    const child: ParsedElement | undefined = element?.childNodes.filter(isElement)[step.index]
    if (child?.tagName !== step.tag)
      throw new Error(
        `the HTML has no <${step.tag}> at step ${depth + 1} of the largest element's path (${path.map(({ tag }) => tag).join(" > ")})`,
      )
    element = child
  }
  if (!element?.sourceCodeLocation) throw new Error("the largest element has no place in the HTML")
  return element
}

// How many bytes of the HTML come before the end of the element at that path (its end tag, or its start tag if
// it has none).
export function bytesThroughElement(html: string, path: ElementStep[]): number {
  const location = elementAt(html, path).sourceCodeLocation!
  return Buffer.byteLength(html.slice(0, location.endTag?.endOffset ?? location.endOffset))
}

// A response as it travels, brotli-encoded: the bytes of its status line and headers, and its body.
export function responseOnTheWire(url: string): Promise<{ head: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          head += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`)
        if (response.headers["content-encoding"] !== "br") reject(new Error(`${url} came without brotli`))
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ head, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

export type FirstScreen = {
  /** Status line, headers and the whole brotli body. */
  whole: number
  /** Status line, headers and the brotli body through the largest element's end. */
  firstScreen: number
  /** The largest element's tag. */
  element: string
  path: ElementStep[]
  head: number
  html: string
}

// A page's first screen as a phone or a desktop receives it: the page is opened in the browser to learn which
// element is its largest paint, and the server's response is measured through that element's end.
export async function measureFirstScreen(page: Page, url: string): Promise<FirstScreen> {
  // The above-the-fold artwork loads eagerly, before the load event: by then the largest element is known.
  await page.goto(url, { waitUntil: "load" })
  const path = await largestPaintPath(page)
  const { head, body } = await responseOnTheWire(url)
  const html = zlib.brotliDecompressSync(body).toString("utf8")
  return {
    whole: head + body.length,
    firstScreen: head + compressedBytesFor(body, bytesThroughElement(html, path)),
    element: path[path.length - 1]?.tag ?? "",
    path,
    head,
    html,
  }
}

// The first screen the page would have with `text` added inside its largest element, compressed as the build
// compresses pages: what an editor's longer hero text costs.
export function firstScreenWithTextInLargest(measured: FirstScreen, text: string): number {
  const at = elementAt(measured.html, measured.path).sourceCodeLocation!.endTag?.startOffset
  if (at === undefined) throw new Error(`the largest element, <${measured.element}>, has no end tag to write before`)
  const html = `${measured.html.slice(0, at)} ${text}${measured.html.slice(at)}`
  const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  return measured.head + compressedBytesFor(body, bytesThroughElement(html, measured.path))
}
