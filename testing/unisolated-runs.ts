import { ltrRuns } from "../src/lib/bidi-runs"

// The codes, dates, clauses and units of a rendered Arabic screen that no isolate holds (issue 63): each element's
// text, with what an element of its own direction holds (<bdi dir="ltr">, <span dir="ltr">, whose dir makes it an
// isolate in HTML) marked as isolated, read by the same function the site isolates with (src/lib/bidi-runs.ts).
// A run it finds is one a component printed as a plain string instead of through <BidiText> or isolateLtrRuns().
const OPENERS: Record<string, string> = { ltr: "\u2066", rtl: "\u2067", auto: "\u2068" }

function asLaidOut(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? ""
  if (node.nodeType !== node.ELEMENT_NODE && node.nodeType !== node.DOCUMENT_FRAGMENT_NODE) return ""
  const element = node as Element
  const inner = [...node.childNodes].map(asLaidOut).join("")
  const dir = element.getAttribute?.("dir")
  return dir && OPENERS[dir] ? `${OPENERS[dir]}${inner}\u2069` : inner
}

export function unisolatedRuns(root: ParentNode): string[] {
  const found = new Set<string>()
  const elements = [...root.querySelectorAll("*")].filter(
    (element) => !["SCRIPT", "STYLE"].includes(element.tagName) && !element.closest("[dir=ltr]"),
  )
  for (const element of elements) {
    // The element's own text nodes decide; its children are read again as elements of their own.
    if (![...element.childNodes].some((child) => child.nodeType === child.TEXT_NODE && child.textContent?.trim()))
      continue
    // Its own direction sets the paragraph's, isolating nothing inside it: only its children's count.
    const text = [...element.childNodes].map(asLaidOut).join("")
    for (const { start, end } of ltrRuns(text)) found.add(`${text.slice(start, end)} in «${text.trim()}»`)
  }
  return [...found]
}
