import fs from "node:fs"
import { htmlFiles } from "../../http-rules/public-files"
import { STYLE_ATTRIBUTE } from "../../http-rules/csp"
import { ANNOUNCER_CLASS, FOCUS_WRAPPER_CLASS } from "../../src/lib/style-attributes"
import { expectOutput } from "../expect-output"

// The CSP allows no style attribute, so none may reach a page. Gatsby writes two into every page, on elements
// of its own (React hydrates them as they are and never sets those styles again); each becomes a class with the
// same effect. Any other style attribute (a component's `style` prop) stops the build: it needs a class instead.
const GATSBY_STYLES = [
  {
    what: "the focus wrapper",
    markup: `<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">`,
    replacement: `<div class="${FOCUS_WRAPPER_CLASS}" tabindex="-1" id="gatsby-focus-wrapper">`,
  },
  {
    what: "the route announcer",
    markup: `<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0"`,
    replacement: `<div id="gatsby-announcer" class="${ANNOUNCER_CLASS}"`,
  },
]

export function withoutStyleAttributes(html: string, file: string): string {
  let result = html
  for (const { what, markup, replacement } of GATSBY_STYLES) {
    expectOutput(result.includes(markup), "site-build/postbuild/style-attributes.ts", `${what} (${markup})`, file)
    result = result.replace(markup, replacement)
  }
  const left = STYLE_ATTRIBUTE.exec(result)
  if (left) {
    const element = result.slice(left.index, result.indexOf(">", left.index) + 1)
    throw new Error(`${file}: a style attribute the CSP would refuse (give the element a class): ${element}`)
  }
  return result
}

// Rewrites every page of the build; returns how many it changed.
export function replaceStyleAttributes(publicDir: string): number {
  let changed = 0
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const result = withoutStyleAttributes(html, file)
    if (result === html) continue
    fs.writeFileSync(file, result)
    changed++
  }
  return changed
}
