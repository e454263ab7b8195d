/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { adminPolicy } from "./admin-policy"
import { pagePolicies, pagePolicy, parseDirectives, sitePolicy, STYLE_ATTRIBUTE } from "./csp"

const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

function withPages(pages: Record<string, string>, check: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"))
  try {
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), html)
    }
    check(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const PAGES = {
  "index.html": `<style data-href="/s.css">.a{}</style><script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>`,
  "services/index.html": `<style>.b{}</style><script>a()</script><script type="module">b()</script>`,
  // A data attribute that ends in "src" names no file: the script is inline (the loader's bootstrap).
  "contact/index.html": `<style>.b{}</style><style>@font-face{}</style><script data-page-path="/contact/" data-src="/loader.js">d()</script>`,
  // Gatsby keeps the slices it stitched into pages under _gatsby/: not pages, so not allowed to run.
  "_gatsby/slices/_gatsby-scripts-1.html": `<script>c()</script><style>.c{}</style>`,
}

test("a page's policy allows its own inline scripts and styles by their hashes, and nothing else inline", () => {
  const policy = parseDirectives(pagePolicy(PAGES["contact/index.html"]))
  expect(policy["script-src"]).toEqual(["'self'", hash("d()")])
  expect(policy["style-src"]).toEqual(["'self'", hash(".b{}"), hash("@font-face{}")])
  expect(pagePolicy(PAGES["index.html"])).not.toContain("unsafe")
  // A page without inline code gets no hash at all.
  expect(parseDirectives(pagePolicy("<p>hi</p>"))["style-src"]).toEqual(["'self'"])
})

test("every page of a build has its policy, by its file; slices are no pages", () => {
  withPages(PAGES, (dir) => {
    const policies = pagePolicies(dir)
    expect([...policies.keys()].sort()).toEqual(["contact/index.html", "index.html", "services/index.html"])
    expect(parseDirectives(policies.get("services/index.html")!)["script-src"]).toEqual([
      "'self'",
      hash("a()"),
      hash("b()"),
    ])
  })
})

test("the site's policy allows every page's inline blocks, once each", () => {
  withPages(PAGES, (dir) => {
    const policy = parseDirectives(sitePolicy(dir))
    expect(policy["script-src"]).toEqual(["'self'", ...[hash("a()"), hash("b()"), hash("d()")].sort()])
    expect(policy["style-src"]).toEqual(["'self'", ...[hash(".a{}"), hash(".b{}"), hash("@font-face{}")].sort()])
  })
})

test("a style attribute is found wherever an element has one, and not in text", () => {
  expect(STYLE_ATTRIBUTE.test(`<div id="x" style="color:red">`)).toBe(true)
  expect(STYLE_ATTRIBUTE.test(`<textarea\n style='a'>`)).toBe(true)
  expect(STYLE_ATTRIBUTE.test(`<div data-style="x" class="style">style= is text</div>`)).toBe(false)
})

test("no policy lets a plugin load or the base URL move, the pages' nor /admin/'s", () => {
  for (const policy of [pagePolicy(PAGES["index.html"]), adminPolicy("https://api.github.com")]) {
    expect(parseDirectives(policy)["object-src"]).toEqual(["'none'"])
    expect(parseDirectives(policy)["base-uri"]).toEqual(["'self'"])
  }
})
