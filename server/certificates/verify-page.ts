import fs from "node:fs"
import path from "node:path"
import { LOCALES, localizePath, type Locale } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { REST_ATTRIBUTE } from "../../src/lib/style-attributes"
import { VERIFY_SLOT } from "../../src/lib/verify-result"

// The empty answer slot Gatsby prerendered (src/components/verify/verify-check.tsx).
const SLOT = new RegExp(`(<div[^>]*\\s${VERIFY_SLOT}=""[^>]*>)(</div>)`)
const REST_HREF = new RegExp(`\\s${REST_ATTRIBUTE}="([^"]+)"`)

// A site built without the page (a test's handful of files) gets no page route; a built page is checked below.
export const hasVerifyPages = (publicDir: string) =>
  LOCALES.every((locale) => fs.existsSync(path.join(publicDir, localizePath(VERIFY_PATH, locale), "index.html")))

export function builtVerifyPage(publicDir: string, locale: Locale): string {
  const file = path.join(publicDir, localizePath(VERIFY_PATH, locale), "index.html")
  const html = fs.readFileSync(file, "utf8")
  // A change to the page that loses the slot must not pass as a page that silently never shows an answer.
  if (!SLOT.test(html)) throw new Error(`${file} has no empty element with ${VERIFY_SLOT}: the server cannot fill it`)
  return html
}

// The built /verify/ page (builtVerifyPage) with the answer written into its slot, for a check sent without script
// or a scanned link. The answer's classes are not among the rules the page inlines (build/postbuild/page-styles.ts),
// so the rest of the stylesheet comes with it, as the script loader would link it.
export function filledVerifyPage(html: string, answerHtml: string): string {
  const rest = REST_HREF.exec(html)?.[1]
  const styles = rest ? `<link rel="stylesheet" href="${rest}"/>` : ""
  return html.replace(SLOT, (_match, open: string, close: string) => `${open}${styles}${answerHtml}${close}`)
}
