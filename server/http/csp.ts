import crypto from "node:crypto"
import fs from "node:fs"
import { htmlFiles } from "./public-files"

// Scripts the browser executes: no type, a JavaScript MIME type, or a module. JSON-LD and other data
// blocks are never run, so CSP does not govern them.
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ""
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return hashes
}

// Gatsby writes page-specific inline scripts (the page path, the chunk map): the policy allows the hash of
// every inline script of every built page, and nothing else inline.
export function siteScriptHashes(publicDir: string): string[] {
  const all = new Set<string>()
  for (const file of htmlFiles(publicDir))
    for (const hash of inlineScriptHashes(fs.readFileSync(file, "utf8"))) all.add(hash)
  return [...all].sort()
}

// Fonts, fetches and the manifest fall back to default-src 'self'; the header travels with every page, so it
// names only what differs from that.
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // react-hot-toast injects its styles at run time; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ")
}
