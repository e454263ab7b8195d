import { ltrRuns } from "../src/lib/bidi-runs"

// The codes, dates, clauses and units of a rendered Arabic screen that no isolate holds (issue 63): each element's
// text, with what an element of its own direction holds (<bdi dir="ltr">, <span dir="ltr">, whose dir makes it an
// isolate in HTML) marked as isolated, read by the same function the site isolates with (src/lib/bidi-runs.ts).
// A run it finds is one a component printed as a plain string instead of through <BidiText> or isolateLtrRuns().

// Each element's text as laid out, isolates marked (U+2066…U+2069), for every element with text of its own outside
// a left-to-right one. Self-contained and without named inner functions, so a browser test can hand it to
// page.evaluate() as it is (a transpiler's name helper would not exist in the page).
export function laidOutTexts(root: ParentNode = document): string[] {
  const openers: Record<string, string> = { ltr: "\u2066", rtl: "\u2067", auto: "\u2068" }
  return Array.from(root.querySelectorAll("*"))
    .filter((element) => !["SCRIPT", "STYLE"].includes(element.tagName) && !element.closest("[dir=ltr]"))
    .filter((element) =>
      Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()),
    )
    .map((element) => {
      // Its own dir sets its paragraph's direction, isolating nothing inside it: only its descendants' count.
      const copy = element.cloneNode(true) as Element
      copy.querySelectorAll("[dir]").forEach((inner) => {
        const opener = openers[inner.getAttribute("dir") ?? ""]
        if (opener) {
          inner.prepend(opener)
          inner.append("\u2069")
        }
      })
      return copy.textContent ?? ""
    })
}

export function runsOutsideIsolates(texts: readonly string[]): string[] {
  const found = new Set<string>()
  for (const text of texts)
    for (const { start, end } of ltrRuns(text)) found.add(`${text.slice(start, end)} in «${text.trim()}»`)
  return [...found]
}

export const unisolatedRuns = (root: ParentNode) => runsOutsideIsolates(laidOutTexts(root))
