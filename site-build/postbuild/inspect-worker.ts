import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { INSPECT_WORKER_FILE, INSPECT_MANIFEST_FILE } from "../../http-rules/public-files"
import { THEME_COLOR } from "../../src/lib/brand"
import { INSPECT_ROOT } from "../../src/lib/inspect-paths"
import { LOCALES, localizePath, textDirection } from "../../src/lib/locales"
import { MANIFEST_ICONS } from "../seo/site-files"

// The inspectors' app (/inspect/, /ar/inspect/; issue 61) works with no network once an inspector has opened it
// signed in: a service worker per edition, scoped to it, keeps the app's page (Gatsby's one page for its
// client-only routes), its data (the words and the report forms) and every file the page loaded; any path below the
// scope opens that page offline. The API is never kept: the drafts live in the page's IndexedDB. Its version is a
// digest of the worker's code, the build's scripts and the app's pages, as /verify/'s (verify-worker.ts).
function workerSource(version: string, scope: string): string {
  const pageData = `/page-data${scope}[...]/page-data.json`
  return `// Built by site-build/postbuild/inspect-worker.ts; version ${version}.
const SCOPE = ${JSON.stringify(scope)}
const CACHE = "inspect:" + SCOPE + ":${version}"
const SHELL = [SCOPE, ${JSON.stringify(pageData)}, "/page-data/app-data.json"]
const keep = (url) => url.origin === location.origin && !url.pathname.startsWith("/api/")
const keyOf = (url) => url.origin + url.pathname

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()))
})
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("inspect:" + SCOPE + ":") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})
// The page sends the files it loaded (scripts, styles, fonts, data) once it is controlled.
self.addEventListener("message", (event) => {
  const urls = (Array.isArray(event.data && event.data.urls) ? event.data.urls : [])
    .map((url) => new URL(url))
    .filter(keep)
    .map(keyOf)
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))))
})
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== "GET" || !keep(url)) return
  if (event.request.mode === "navigate") {
    // Online the server answers (a new build, a signed-out session); offline the kept app page, for any of its paths.
    if (url.pathname.startsWith(SCOPE)) event.respondWith(fetch(event.request).catch(() => caches.match(SCOPE)))
    return
  }
  if (url.pathname.startsWith("/page-data/")) {
    // The app's data: the newest when online (an edited form), the kept copy offline.
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          if (response.ok) { const copy = response.clone(); event.waitUntil(caches.open(CACHE).then((cache) => cache.put(keyOf(url), copy))) }
          return response
        })
        .catch(() => caches.match(keyOf(url)).then((kept) => kept || Response.error())),
    )
    return
  }
  // Everything else the page loads is named by its content (hashed) or changes with a build: kept first.
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

// The app's web app manifest, per edition: installable from the browser, opening at its edition's /inspect/.
export function inspectManifest(locale: (typeof LOCALES)[number], name: string, brand: string) {
  const scope = localizePath(INSPECT_ROOT, locale)
  return {
    name: `${name} · ${brand}`,
    short_name: name,
    lang: locale,
    dir: textDirection(locale),
    start_url: scope,
    scope,
    id: scope,
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: "#FFFFFF",
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon, src: `/${icon.src}`, purpose: "any" })),
  }
}

const appPage = (publicDir: string, locale: (typeof LOCALES)[number]) =>
  path.join(publicDir, localizePath(INSPECT_ROOT, locale), "[...]", "index.html")

// The app's name and the brand in each edition, as the build's GraphQL has them from data/.
export type AppNames = Record<(typeof LOCALES)[number], { name: string; brand: string }>

export const APP_NAMES_QUERY = `
  {
    allSiteJson { nodes { locale brand } }
    allClientJson { nodes { locale inspect { app { title } } } }
  }
`
export type AppNamesData = {
  allSiteJson: { nodes: { locale: string; brand: string }[] }
  allClientJson: { nodes: { locale: string; inspect: { app: { title: string } } }[] }
}
export const appNames = (data: AppNamesData): AppNames =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        name: data.allClientJson.nodes.find((node) => node.locale === locale)!.inspect.app.title,
        brand: data.allSiteJson.nodes.find((node) => node.locale === locale)!.brand,
      },
    ]),
  ) as AppNames

// Writes each edition's worker and manifest; undefined when the build has no /inspect/ page.
export function writeInspectWorkers(publicDir: string, names: AppNames): string | undefined {
  const pages = LOCALES.map((locale) => appPage(publicDir, locale))
  const chunkMap = path.join(publicDir, "chunk-map.json")
  if (![...pages, chunkMap].every((file) => fs.existsSync(file))) return undefined
  const digest = crypto.createHash("sha256").update(workerSource("", ""))
  for (const file of [chunkMap, ...pages]) digest.update(fs.readFileSync(file))
  const version = digest.digest("hex").slice(0, 16)
  for (const locale of LOCALES) {
    const scope = localizePath(INSPECT_ROOT, locale)
    fs.writeFileSync(path.join(publicDir, scope, INSPECT_WORKER_FILE), workerSource(version, scope))
    fs.writeFileSync(
      path.join(publicDir, scope, INSPECT_MANIFEST_FILE),
      JSON.stringify(inspectManifest(locale, names[locale].name, names[locale].brand)),
    )
  }
  return version
}
