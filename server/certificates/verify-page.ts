import fs from "node:fs"
import path from "node:path"
import { LOCALES, localizePath, type Locale } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { REST_ATTRIBUTE } from "../../src/lib/style-attributes"
import { VERIFY_SLOT } from "../../src/lib/verify-result"

// The empty answer slot Gatsby prerendered (src/components/verify/verify-check.tsx).
const SLOT = new RegExp(`(<div[^>]*\\s${VERIFY_SLOT}=""[^>]*>)(</div>)`)
const REST_HREF = new RegExp(`\\s${REST_ATTRIBUTE}="([^"]+)"`)

// Both editions' built /verify/ pages, read once when the server starts. A site built without them (a test's
// handful of files) gets undefined, and no page route.
export function builtVerifyPages(publicDir: string): Record<Locale, string> | undefined {
  const files = LOCALES.map((locale) => path.join(publicDir, localizePath(VERIFY_PATH, locale), "index.html"))
  if (!files.every((file) => fs.existsSync(file))) return undefined
  const pages = files.map((file) => {
    const html = fs.readFileSync(file, "utf8")
    // A change to the page that loses the slot must not pass as a page that silently never shows an answer.
    if (!SLOT.test(html)) throw new Error(`${file} has no empty element with ${VERIFY_SLOT}: the server cannot fill it`)
    return html
  })
  return Object.fromEntries(LOCALES.map((locale, index) => [locale, pages[index]])) as Record<Locale, string>
}

// A built /verify/ page (builtVerifyPages) with the answer written into its slot, for a check sent without script
// or a scanned link. The answer's classes are not among the rules the page inlines (site-build/postbuild/page-styles.ts),
// so the rest of the stylesheet comes with it, as the script loader would link it.
export function filledVerifyPage(html: string, answerHtml: string): string {
  const rest = REST_HREF.exec(html)?.[1]
  const styles = rest ? `<link rel="stylesheet" href="${rest}"/>` : ""
  return html.replace(SLOT, (_match, open: string, close: string) => `${open}${styles}${answerHtml}${close}`)
}
