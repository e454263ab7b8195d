import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "./public-files"

// Scripts the browser executes: no type, a JavaScript MIME type, or a module. JSON-LD and other data
// blocks are never run, so CSP does not govern them.
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
// An inline style attribute, which a policy without 'unsafe-inline' refuses (site-build/postbuild/style-attributes.ts
// takes Gatsby's out of the built pages).
export const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle\s*=/i

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`
const unique = (hashes: string[]) => [...new Set(hashes)]

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ""
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.push(sha256(body))
  }
  return unique(hashes)
}

// The page's own <style> blocks (its share of the stylesheet, the Arabic font's faces), even inside <noscript>:
// a browser without script parses that as text, but one with script never applies it, so no harm is done.
export function inlineStyleHashes(html: string): string[] {
  return unique(Array.from(html.matchAll(INLINE_STYLE), ([, body]) => sha256(body)))
}

type Hashes = { scripts?: string[]; styles?: string[] }

// Fonts, fetches and the manifest fall back to default-src 'self'; the header travels with every page, so it names
// only what differs from that, and what must never fall back: plugins (object-src 'none': the site embeds none,
// and 'self' would run one an attacker managed to upload) and the base URL. Inline code runs only by its hash: each page's policy names
// its own blocks (pagePolicy), a response that is no page names none.
export function contentSecurityPolicy({ scripts = [], styles = [] }: Hashes = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ")
}

// The policy of one page: its inline scripts and styles, each by its hash. The server sends it with the page,
// whether built (read once at start) or filled in by a route, so a new page is covered by being built.
export function pagePolicy(html: string): string {
  return contentSecurityPolicy({ scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) })
}

// Every page's policy, by its file below publicDir ("ar/index.html").
export function pagePolicies(publicDir: string): Map<string, string> {
  return new Map(
    htmlFiles(publicDir).map((file) => [
      path.relative(publicDir, file).split(path.sep).join("/"),
      pagePolicy(fs.readFileSync(file, "utf8")),
    ]),
  )
}

// One policy that allows every page's inline blocks, for hosts that cannot send a header per page.
export function sitePolicy(publicDir: string): string {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    for (const hash of inlineScriptHashes(html)) scripts.add(hash)
    for (const hash of inlineStyleHashes(html)) styles.add(hash)
  }
  return contentSecurityPolicy({ scripts: [...scripts].sort(), styles: [...styles].sort() })
}

// A policy's directives by name, each with its sources in order.
export function parseDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}
