import fs from "node:fs"
import path from "node:path"
import { bidiHtml } from "../../src/lib/bidi-html"
import { escapeHtml } from "../../src/lib/format"
import { localizePath, type Locale } from "../../src/lib/locales"
import { PROBLEMS_SLOT, REFERENCE_SLOT } from "../../src/lib/result-slots"

// The slots, with what Gatsby wrote in them: an empty element, the list's fallback item.
const REFERENCE = new RegExp(`(<[a-z]+[^>]*${REFERENCE_SLOT}="[^"]*"[^>]*>)[^<]*(</)`)
const PROBLEMS = new RegExp(`(<ul[^>]*${PROBLEMS_SLOT}="[^"]*"[^>]*>)[\\s\\S]*?(</ul>)`)

function readPage(publicDir: string, route: string, locale: Locale): string {
  return fs.readFileSync(path.join(publicDir, localizePath(route, locale), "index.html"), "utf8")
}

// The confirmation page (of a quote or a complaint: `route`) is prerendered by Gatsby with an empty slot the server
// fills with the reference, so a visitor without JavaScript sees it too.
export function receivedPage(publicDir: string, route: string, reference: string, locale: Locale): string {
  return readPage(publicDir, route, locale).replace(REFERENCE, `$1${escapeHtml(reference)}$2`)
}

// The "not sent" page gets the list of what was wrong, worded as the form words it, its codes and dates isolated
// as the form shows them («مثل 2027-03-31»).
export function notSentPage(
  publicDir: string,
  route: string,
  problems: string[],
  fallback: string,
  locale: Locale,
): string {
  const items = (problems.length ? problems : [fallback]).map((problem) => `<li>${bidiHtml(problem)}</li>`).join("")
  return readPage(publicDir, route, locale).replace(PROBLEMS, `$1${items}$2`)
}
