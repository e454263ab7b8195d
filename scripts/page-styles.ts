import fs from "node:fs"
import path from "node:path"
import postcss, { type Container } from "postcss"

// Gatsby inlines the whole stylesheet into every page's <head>: about 24 KB (5 KB brotli) of rules, of
// which a page uses about two thirds. The HTML has to arrive before anything paints, and on a phone each
// 14 KB beyond TCP's first window costs another round trip. So each page keeps only the rules its own markup
// can match; the full stylesheet (still named in the <style>'s data-href) is linked by the script loader
// (gatsby/deferred-scripts.tsx) before React hydrates, for the classes that only script adds (the open
// menu, a field's error, a toast) and for pages reached by client-side navigation.

const GLOBAL_STYLE = /(<style data-href="[^"]+" data-identity="gatsby-global-css">)([\s\S]*?)(<\/style>)/
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" }
// A class in a selector, with CSS escapes (Tailwind writes `.md\:flex`, `.w-\[min\(20rem\2c 85vw\)\]`).
const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g
// What a :not() names need not be present, so classes inside it do not decide.
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g

export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity])
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  )
}

export function selectorClasses(selector: string): string[] {
  return Array.from(selector.replace(NEGATION, "").matchAll(CLASS_SELECTOR), ([, name]) => unescapeCss(name))
}

// Tailwind's rtl: and ltr: variants match below an element with that dir attribute.
const DIRECTIONS = ["rtl", "ltr"].map((dir) => ({ selector: `[dir=${dir}]`, attribute: new RegExp(`\\sdir="${dir}"`) }))
const VARIABLE_USE = /var\((--[\w-]+)/g

type Page = { classes: Set<string>; directions: string[] }

function matchable(selector: string, page: Page): boolean {
  // Keyframe steps (from, 50%) and element selectors name no class and stay.
  return (
    selectorClasses(selector).every((name) => page.classes.has(name)) &&
    DIRECTIONS.every(({ selector: dir }) => !selector.includes(dir) || page.directions.includes(dir))
  )
}

function prune(container: Container, page: Page) {
  container.each((node) => {
    if (node.type === "rule") {
      const kept = node.selectors.filter((selector) => matchable(selector, page))
      if (kept.length === 0) node.remove()
      else if (kept.length < node.selectors.length) node.selectors = kept
    } else if (node.type === "atrule" && node.nodes) {
      prune(node, page)
      if (node.nodes.length === 0) node.remove()
    }
  })
}

// Tailwind resets every one of its custom properties on every element (`*,:after,:before{--tw-blur: ;…}`);
// a page keeps those that its remaining rules or its markup read.
function dropUnreadVariables(root: postcss.Root, html: string) {
  const read = new Set(Array.from((root.toString() + html).matchAll(VARIABLE_USE), ([, name]) => name))
  root.walkDecls(/^--/, (declaration) => {
    if (!read.has(declaration.prop)) declaration.remove()
  })
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

// The rules of `css` that can match an element of `html`, in their order.
export function stylesForPage(css: string, html: string): string {
  const root = postcss.parse(css)
  const directions = DIRECTIONS.filter(({ attribute }) => attribute.test(html)).map(({ selector }) => selector)
  prune(root, { classes: pageClasses(html), directions })
  dropUnreadVariables(root, html)
  return root.toString()
}

// Rewrites every page of the build; returns how many pages and the inline bytes before and after.
export function trimPageStyles(publicDir: string) {
  const totals = { pages: 0, before: 0, after: 0 }
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(file, "utf8")
        const match = GLOBAL_STYLE.exec(html)
        if (!match) continue
        const [whole, open, css, close] = match
        const trimmed = stylesForPage(css, html)
        fs.writeFileSync(
          file,
          html.replace(whole, () => open + trimmed + close),
        )
        totals.pages++
        totals.before += css.length
        totals.after += trimmed.length
      }
    }
  }
  visit(publicDir)
  return totals
}
