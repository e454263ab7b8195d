/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { readContent } from "../../content/read-content"
import { composeServer } from "../compose-server"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { IMMUTABLE, REVALIDATE } from "../../http-rules/cache-policy"
import { deferredScripts } from "../../testing/built-scripts"
import { testClock } from "../../testing/test-clock"
import { testConfig } from "../../testing/site-app"
import { parseDirectives } from "../../http-rules/csp"

// The real build in public/ (npm test builds before it tests), served by the real app over HTTP.
const publicDir = path.resolve("public")
const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
const appScript = deferredScripts(publicDir, html).scripts.find((src) => /^\/app-[0-9a-f]+\.js$/.test(src))!
const staticFile = (() => {
  let dir = path.join(publicDir, "static")
  while (fs.statSync(dir).isDirectory()) dir = path.join(dir, fs.readdirSync(dir).sort()[0])
  return `/${path.relative(publicDir, dir).split(path.sep).join("/")}`
})()

// fetch() marks every conditional request "no-cache" (a forced reload); a browser's ordinary revalidation
// does not, so these requests go through node:http as a browser would send them.
// (fetch() also decodes bodies: the compression tests read the raw bytes the same way.)
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on("error", reject)
  })
}

const revalidate = async (url: string, headers: Record<string, string>) =>
  (await raw(url, { "accept-encoding": "br, gzip", ...headers })).status

let app: FastifyInstance
let proxied: FastifyInstance
let base: string
let proxiedBase: string
let db: Kysely<Database>
let dataDir: string

// The server as production composes it, on the build and this file's database (`env`: settings as an operator's).
const serve = async (database: Kysely<Database>, env: Record<string, string> = {}) =>
  (
    await composeServer(testConfig(dataDir, "https://www.inspection-eg.com", env), {
      database: { db: database, dialect: "sqlite" },
      publicDir,
      clock: testClock(),
      onMailQueued: () => undefined,
    })
  ).app

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "serving-"))
  db = await openDatabase({ dataDir })
  app = await serve(db)
  base = await app.listen({ port: 0, host: "127.0.0.1" })
  proxied = await serve(db, { TRUST_PROXY: "true" })
  proxiedBase = await proxied.listen({ port: 0, host: "127.0.0.1" })
})

afterAll(async () => {
  await app.close()
  await proxied.close()
  await db.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const get = (url: string, init?: RequestInit) => fetch(`${base}${url}`, { redirect: "manual", ...init })

const RESPONSES: [string, () => Promise<Response>][] = [
  ["a page", () => get("/")],
  ["page data", () => get("/page-data/index/page-data.json")],
  ["a hashed script", () => get(appScript)],
  ["an image under /static/", () => get(staticFile)],
  ["the API", () => get("/api/quote", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })],
  ["the health check", () => get("/healthz")],
  ["a 404", () => get("/no-such-page/")],
]

describe.each(RESPONSES)("headers on %s", (_kind, request) => {
  let response: Response
  beforeAll(async () => {
    response = await request()
  })

  test("a Content-Security-Policy header without unsafe sources: inline code only by its hash", () => {
    const csp = response.headers.get("content-security-policy")!
    const directives = parseDirectives(csp)
    for (const name of ["script-src", "style-src"]) {
      expect(directives[name][0]).toBe("'self'")
      expect(directives[name].slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true)
    }
    expect(csp).not.toMatch(/unsafe-|\*|https?:/)
    // Objects fall back to default-src 'self'.
    expect(directives["default-src"]).toEqual(["'self'"])
    expect(directives["base-uri"]).toEqual(["'self'"])
    expect(directives["frame-ancestors"]).toEqual(["'none'"])
    expect(directives["form-action"]).toEqual(["'self'"])
  })

  test("the other security headers, and nothing that gives the server away or opens it to other origins", () => {
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin")
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin")
    expect(response.headers.get("x-powered-by")).toBeNull()
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
    expect(response.headers.get("strict-transport-security")).toBeNull() // plain HTTP
  })
})

test("Strict-Transport-Security is sent when a trusted proxy says the visitor came over HTTPS", async () => {
  const response = await fetch(`${proxiedBase}/`, { headers: { "x-forwarded-proto": "https" } })
  const hsts = response.headers.get("strict-transport-security")!
  expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(15768000)
})

test.each([
  ["/", "index.html"],
  ["/ar/", "ar/index.html"],
  ["/services/ndt/", "services/ndt/index.html"],
  ["/contact/", "contact/index.html"],
  ["/no-such-page/", "404.html"],
  ["/ar/no-such-page/", "ar/404.html"],
  ["/staff/requests/", "staff/[...]/index.html"],
  ["/client/set-password/?token=x", "client/[...]/index.html"],
  ["/ar/client/", "ar/client/[...]/index.html"],
  ["/inspect/reports/5b0e3c1e-2f7a-4b8e-9a51-3d6f0b7c2a10/", "inspect/[...]/index.html"],
  ["/ar/inspect/", "ar/inspect/[...]/index.html"],
])("%s: the CSP allows exactly the inline scripts and styles its page carries", async (url, page) => {
  const directives = parseDirectives((await get(url)).headers.get("content-security-policy")!)
  const source = fs.readFileSync(path.join(publicDir, page), "utf8")
  const hashes = (blocks: string[]) =>
    blocks.map((body) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`)
  const scripts = Array.from(source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    // The bootstrap names the loader in data-src: it is inline.
    .filter(([, attributes]) => !/(?:^|\s)src=|application\/ld\+json/.test(attributes))
    .map(([, , body]) => body)
  const styles = Array.from(source.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g), ([, body]) => body)
  expect(styles.length).toBeGreaterThan(0)
  expect(directives["script-src"].slice(1).sort()).toEqual([...new Set(hashes(scripts))].sort())
  expect(directives["style-src"].slice(1).sort()).toEqual([...new Set(hashes(styles))].sort())
  // Gatsby's style attributes were made classes by the postbuild: the policy would refuse them.
  expect(source).not.toMatch(/<[a-z][^>]*\sstyle=/)
})

describe("caching", () => {
  test.each([
    ["/", REVALIDATE],
    ["/services/ndt/", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
  ])("%s must be revalidated, and carries an ETag, its one validator", async (url, policy) => {
    const response = await get(url)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe(policy)
    expect(response.headers.get("etag")).toBeTruthy()
    expect(response.headers.get("last-modified")).toBeNull()
  })

  test("hashed scripts and /static/ files are cached for a year, immutable", async () => {
    expect((await get(appScript)).headers.get("cache-control")).toBe(IMMUTABLE)
    expect((await get(staticFile)).headers.get("cache-control")).toBe(IMMUTABLE)
  })

  test("a revalidation answers 304 Not Modified, by ETag", async () => {
    const first = await get("/services/", { headers: { "accept-encoding": "br, gzip" } })
    expect(await revalidate("/services/", { "if-none-match": first.headers.get("etag")! })).toBe(304)
    expect(await revalidate("/services/", { "if-none-match": 'W/"something-else"' })).toBe(200)
  })
})

describe("compression", () => {
  const identity = fs.readFileSync(path.join(publicDir, appScript.slice(1)))

  test("brotli when the browser accepts it, precompressed at build time", async () => {
    const response = await raw(appScript, { "accept-encoding": "br, gzip" })
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.body.length).toBe(fs.statSync(path.join(publicDir, `${appScript.slice(1)}.br`)).size)
    expect(zlib.brotliDecompressSync(response.body).equals(identity)).toBe(true)
  })

  test("gzip for browsers without brotli, identity for clients without either", async () => {
    const gzipped = await raw(appScript, { "accept-encoding": "gzip" })
    expect(gzipped.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(gzipped.body).equals(identity)).toBe(true)
    const plain = await raw(appScript, {})
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body.equals(identity)).toBe(true)
  })

  test("pages are precompressed too", async () => {
    const response = await raw("/contact/", { "accept-encoding": "br" })
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
  })
})

test("HEAD answers like GET without a body", async () => {
  const response = await get("/services/", { method: "HEAD" })
  expect(response.status).toBe(200)
  expect(Number(response.headers.get("content-length"))).toBeGreaterThan(1000)
  expect(await response.text()).toBe("")
})

test("one trailing-slash policy: the other form is redirected permanently", async () => {
  const response = await get("/services/ndt")
  expect(response.status).toBe(301)
  expect(response.headers.get("location")).toBe("/services/ndt/")
})

test("unknown paths answer 404 with the 404 page; the host header files are not served", async () => {
  for (const url of ["/no-such-page/", "/_headers", "/nginx-headers.conf"]) {
    const response = await get(url)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("Oops! Page not found")
  }
  // Under /ar/, the Arabic edition's 404 page.
  const arabic = await get("/ar/no-such-page/")
  expect(arabic.status).toBe(404)
  const html = await arabic.text()
  expect(html).toMatch(/<html lang="ar" dir="rtl">/)
  expect(html).toContain(readContent(path.resolve("data")).ar.site.notFound.heading)
})

test("the health check answers 200 while the database answers, 503 once it does not", async () => {
  const separate = await openDatabase({ dataDir })
  const probe = await serve(separate)
  const probeBase = await probe.listen({ port: 0, host: "127.0.0.1" })
  expect((await fetch(`${probeBase}/healthz`)).status).toBe(200)
  await separate.destroy()
  const down = await fetch(`${probeBase}/healthz`)
  expect(down.status).toBe(503)
  expect(down.headers.get("retry-after")).toBeTruthy()
  await probe.close()
})
