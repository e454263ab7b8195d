import fs from "node:fs"
import path from "node:path"

// What the build writes into public/, as the server and the postbuild both need to know it.

// Text files: the postbuild writes brotli and gzip copies beside them, and the server picks one by
// Accept-Encoding, so their responses vary by it.
export const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|webmanifest)$/

// webpack chunks carry a content hash in their name: name-<20 hex>.js / .css (app-…, framework-…, styles.….css).
export const HASHED_ASSET = /[-.][0-9a-f]{20}\.(?:js|css)$/

// Header files for other hosts (written by site-build/postbuild/host-files.ts): rules, never served.
export const HEADERS_FILE = "_headers"
export const NGINX_FILE = "nginx-headers.conf"

// What the build writes beside the pages that the site needs to work (the server refuses a build without them):
// the script loader file each page's bootstrap fetches, and the /verify/ pages' offline service worker.
export const LOADER_FILE = /^page-loader-[0-9a-f]{20}\.js$/
export const VERIFY_WORKER_FILE = "sw.js"
// The inspectors' app's offline worker and web app manifest, in each edition's /inspect/ (issue 61).
export const INSPECT_WORKER_FILE = "sw.js"
export const INSPECT_MANIFEST_FILE = "manifest.webmanifest"

// Gatsby's build keeps the fragments it stitched into pages (slices) under _gatsby/; they are not pages, and
// neither is the CMS under admin/ (site-build/admin/): the page rewrites, budgets and checks leave both alone.
const NOT_PAGES = ["_gatsby", "admin"]

// Every file below `dir` (absolute paths), or none when it does not exist.
export function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

// Every page of a build: the .html files below `dir`, slices and the CMS left out.
export function htmlFiles(dir: string): string[] {
  return filesBelow(dir).filter(
    (file) => file.endsWith(".html") && !NOT_PAGES.includes(path.relative(dir, file).split(path.sep)[0]),
  )
}
