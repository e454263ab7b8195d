import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { LOCALES, localizePath } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { KEYS_PATH } from "../../src/lib/label-check"
import { STATUS_LIST_PATH } from "../../src/lib/status-list"
import { VERIFY_WORKER_FILE } from "../../http-rules/public-files"


// The service worker that keeps /verify/ (and /ar/verify/) working offline, one copy in each edition's folder so its
// scope is that page alone. It keeps the empty page (never a filled-in answer), the files the page loaded, the
// public keys and the signed status list, and nothing of the API. Its version is a digest of the build's scripts and
// the two pages: each build that changes them installs a new worker, which drops the previous one's cache.
function workerSource(version: string, scope: string): string {
  return `// Built by site-build/postbuild/verify-worker.ts; version ${version}.
const SCOPE = ${JSON.stringify(scope)}
const CACHE = "verify:" + SCOPE + ":${version}"
const SYNCED = [${JSON.stringify(KEYS_PATH)}, ${JSON.stringify(STATUS_LIST_PATH)}]
// Same-origin files but never the API; kept by path alone: a query (Gatsby adds the page's own, with the label's
// number and code, to its page-data request) is never stored.
const keep = (url) => url.origin === location.origin && !url.pathname.startsWith("/api/")
const keyOf = (url) => url.origin + url.pathname

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SCOPE, ...SYNCED])).then(() => self.skipWaiting()))
})
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("verify:" + SCOPE + ":") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})
// The page sends the files it loaded (its scripts, styles, data) once it is controlled.
self.addEventListener("message", (event) => {
  const urls = (Array.isArray(event.data && event.data.urls) ? event.data.urls : [])
    .map((url) => new URL(url))
    .filter(keep)
    .map(keyOf)
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))))
})
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return
  if (event.request.mode === "navigate") {
    // Online the server answers (the authority); offline the kept empty page, which checks the label itself.
    if (url.pathname === SCOPE) event.respondWith(fetch(event.request).catch(() => caches.match(SCOPE)))
    return
  }
  if (SYNCED.includes(url.pathname)) {
    // The newest when online, kept for offline.
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          if (response.ok) { const copy = response.clone(); event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy))) }
          return response
        })
        .catch(() => caches.match(url.pathname)),
    )
    return
  }
  if (!keep(url)) return
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(keyOf(url)).then((kept) => kept || fetch(event.request).then((response) => {
        if (response.ok) event.waitUntil(cache.put(keyOf(url), response.clone()))
        return response
      })),
    ),
  )
})
`
}

export function writeVerifyWorkers(publicDir: string): string | undefined {
  const pages = LOCALES.map((locale) => path.join(publicDir, localizePath(VERIFY_PATH, locale), "index.html"))
  const chunkMap = path.join(publicDir, "chunk-map.json")
  if (![...pages, chunkMap].every((file) => fs.existsSync(file))) return undefined
  // The worker's own code counts too: a change to it alone installs the new one.
  const digest = crypto.createHash("sha256").update(workerSource("", ""))
  for (const file of [chunkMap, ...pages]) digest.update(fs.readFileSync(file))
  const version = digest.digest("hex").slice(0, 16)
  for (const locale of LOCALES) {
    const scope = localizePath(VERIFY_PATH, locale)
    fs.writeFileSync(path.join(publicDir, scope, VERIFY_WORKER_FILE), workerSource(version, scope))
  }
  return version
}
