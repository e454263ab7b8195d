import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import postcss, { type Container } from "postcss"
import { htmlFiles } from "../../http-rules/public-files"
import { REST_ATTRIBUTE } from "../../src/lib/style-attributes"
import { expectOutput } from "../expect-output"

// Gatsby inlines the whole stylesheet into every page's <head>: about 24 KB (5 KB brotli) of rules, of
// which a page uses about two thirds. The HTML has to arrive before anything paints, and on a phone each
// 14 KB beyond TCP's first window costs another round trip. So each page inlines only the rules its own
// markup can match (by its classes and element names), and the rest of the stylesheet goes to a file of its
// own (named in the <style>'s data-rest-href), which the script loader (site-build/html/deferred-scripts.tsx) links
// before React hydrates: for the classes only script adds (a field's error, a toast) and for pages reached by
// client-side navigation. The rest holds only rules for what the page lacks, so linking it restyles little:
// the whole stylesheet made the browser recompute every element's style (16 ms on the home page on this
// machine, a blocking task on a phone).
//
// What a page shows far below its first screen is styled inline too. The home page once left the rules of what
// follows its hero to the rest: when the rest arrived, the browser restyled and laid out all of that again, a task
// of 150-250 ms on a 4x-slowed phone after the first paint (npm run bench:main-thread), for about 1.2 KB of the
// first screen's bytes, which its budget has room for.
//
// Rules that only an interaction brings into play go to the rest on every page too, though the page uses them:
// states (:hover, :focus…, :active, :disabled), transitions and cursors, the reduced-motion overrides, and the
// form controls' parts on a first screen without a field. Nothing is hovered, focused or moving at the first
// paint. All of it keeps the measured pages within their byte budget (testing/measured-pages.ts). For visitors
// without script, a <noscript> link loads the rest at once.

const GLOBAL_STYLE = /<style data-href="[^"]+" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" }
// A class in a selector, with CSS escapes (Tailwind writes `.md\:flex`, `.w-\[min\(20rem\2c 85vw\)\]`).
const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g
// What a :not() names need not be present, so classes inside it do not decide.
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g
// Tailwind's rtl: and ltr: variants match below an element with that dir attribute.
const DIRECTIONS = ["rtl", "ltr"].map((dir) => ({ selector: `[dir=${dir}]`, attribute: new RegExp(`\\sdir="${dir}"`) }))

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

const TAG = /<([a-z][a-z0-9-]*)[\s/>]/g
// A type selector: a name at the start of the selector or after a combinator, once attribute selectors,
// classes, ids and pseudo-classes are out of the way.
const TYPE_SELECTOR = /(?:^|[\s>+~(,])([a-z][a-z0-9-]*)/g

export function pageTags(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(TAG), ([, name]) => name))
}

export function selectorTags(selector: string): string[] {
  const bare = selector
    .replace(NEGATION, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(CLASS_SELECTOR, "")
    .replace(/#[\w-]+/g, "")
    .replace(/::?[\w-]+/g, "")
  return Array.from(bare.matchAll(TYPE_SELECTOR), ([, name]) => name)
}

type Page = { classes: Set<string>; tags: Set<string>; directions: string[] }

// A selector that matches only while the visitor interacts (Tailwind's hover:, focus:, group-hover:, disabled:
// variants, the preflight's focus and invalid states).
// aria-invalid comes with them: script sets it once a field is checked, and its rules must keep their place after
// the focus rules (Tailwind's order) for an invalid field to stay red while focused.
const INTERACTION = /:(?:hover|focus|active|disabled|-moz-focusring|-moz-ui-invalid)\b|\[aria-invalid/
// Form controls' parts and search fields: only where an input is.
const CONTROL_PARTS =
  /::-webkit-(?:inner-spin-button|outer-spin-button|search-decoration|file-upload-button)|\[type=search\]/
// Declarations that only act when something changes or is pointed at.
const INTERACTION_ONLY = /^(?:transition|cursor$)/
const REDUCED_MOTION = /prefers-reduced-motion/

function forFirstPaint(selector: string, page: Page): boolean {
  if (INTERACTION.test(selector)) return false
  return !CONTROL_PARTS.test(selector) || page.tags.has("input")
}

// Selectors without a class or an element name (`*`, pseudo-elements, keyframe steps) always count as the
// page's; Tailwind's preflight styles many elements a page may not have (abbr, code, table, progress …).
function matchable(selector: string, page: Page): boolean {
  return (
    selectorClasses(selector).every((name) => page.classes.has(name)) &&
    selectorTags(selector).every((name) => page.tags.has(name)) &&
    DIRECTIONS.every(({ selector: dir }) => !selector.includes(dir) || page.directions.includes(dir))
  )
}

// Keeps the selectors that are (forPage) or are not (!forPage) the page's; at-rules of declarations only
// (@font-face) go with the page.
function keep(container: Container, page: Page, forPage: boolean) {
  container.each((node) => {
    if (node.type === "comment" && forPage) node.remove()
    else if (node.type === "atrule" && REDUCED_MOTION.test(node.params)) {
      if (forPage) node.remove()
    } else if (node.type === "rule") {
      const motionOnly = node.nodes.every((child) => child.type !== "decl" || INTERACTION_ONLY.test(child.prop))
      const firstPaint = (selector: string) => !motionOnly && matchable(selector, page) && forFirstPaint(selector, page)
      const kept = node.selectors.filter((selector) => firstPaint(selector) === forPage)
      if (kept.length === 0) node.remove()
      else if (kept.length < node.selectors.length) node.selectors = kept
    } else if (node.type === "atrule" && node.nodes) {
      // Keyframe steps (from, to, 50%) are not selectors: an animation goes with the page.
      const nested = !/keyframes$/.test(node.name)
      if (nested && node.nodes.some((child) => child.type === "rule" || child.type === "atrule")) {
        keep(node, page, forPage)
        if (node.nodes.length === 0) node.remove()
      } else if (!forPage) node.remove()
    }
  })
}

// The stylesheet split in two, both in the original order: the rules that can match an element of `html`, and
// the rest.
export function splitStyles(css: string, html: string): { page: string; rest: string } {
  const directions = DIRECTIONS.filter(({ attribute }) => attribute.test(html)).map(({ selector }) => selector)
  const page: Page = { classes: pageClasses(html), tags: pageTags(html), directions }
  const [own, rest] = [postcss.parse(css), postcss.parse(css)]
  keep(own, page, true)
  keep(rest, page, false)
  return { page: own.toString(), rest: rest.toString() }
}

// The rest files a build writes at the top of public/ (the last build's go before this one writes its own).
export const REST_FILE = /^styles-rest\.[0-9a-f]{20}\.css$/

// Rewrites every page of the build and writes the rest files (named by their content, so pages with the same
// rest share one and browsers may cache it for good); returns the inline bytes before and after.
export function trimPageStyles(publicDir: string) {
  const totals = { pages: 0, before: 0, after: 0, restFiles: new Set<string>() }
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const match = GLOBAL_STYLE.exec(html)
    expectOutput(
      match,
      "site-build/postbuild/page-styles.ts",
      `Gatsby's inline stylesheet (${GLOBAL_STYLE.source})`,
      file,
    )
    const [whole, css] = match
    const { page, rest } = splitStyles(css, html)
    const restFile = `styles-rest.${crypto.createHash("sha256").update(rest).digest("hex").slice(0, 20)}.css`
    fs.writeFileSync(path.join(publicDir, restFile), rest)
    // Gatsby's data-href and data-identity go: its browser runtime reads neither, and every page carried them.
    const style =
      `<style ${REST_ATTRIBUTE}="/${restFile}">${page}</style>` +
      `<noscript><link rel="stylesheet" href="/${restFile}"/></noscript>`
    fs.writeFileSync(
      file,
      html.replace(whole, () => style),
    )
    totals.pages++
    totals.before += css.length
    totals.after += page.length
    totals.restFiles.add(restFile)
  }
  return totals
}
