import fs from "node:fs"
import path from "node:path"
import {
  HEADERS_FILE,
  INSPECT_MANIFEST_FILE,
  INSPECT_WORKER_FILE,
  LOADER_FILE,
  NGINX_FILE,
  VERIFY_WORKER_FILE,
} from "../http-rules/public-files"
import { INSPECT_ROOT } from "../src/lib/inspect-paths"
import { LOCALES, localizePath } from "../src/lib/locales"
import { VERIFY_PATH } from "../src/lib/routes"

// The one command that builds the whole site (its post-build steps run inside it: site-build/postbuild/steps.ts).
export const BUILD_COMMAND = "npm run build"

// A bootstrap that names its loader file: the last post-build steps' mark on every page.
const BOOTSTRAP = /<script data-page-path="[^"]*" data-src="\/([^"]+)"/

// What public/ lacks of a build that works, each said as a visitor would meet it; none when it is complete. A
// `gatsby build` stopped before its post-build steps leaves pages whose scripts never run (the workspace at /staff/
// says "Loading…" for ever), no offline worker for /verify/ and no header files for other hosts.
export function missingFromBuild(publicDir: string): string[] {
  const index = path.join(publicDir, "index.html")
  if (!fs.existsSync(index)) return [`no built pages (${index} is missing)`]
  const missing: string[] = []
  const loader = BOOTSTRAP.exec(fs.readFileSync(index, "utf8"))?.[1]
  if (!loader || !LOADER_FILE.test(loader)) missing.push("the pages' script loader is empty: no script would run")
  else if (!fs.existsSync(path.join(publicDir, loader))) missing.push(`the script loader /${loader} is missing`)
  for (const locale of LOCALES) {
    const worker = `${localizePath(VERIFY_PATH, locale)}${VERIFY_WORKER_FILE}`
    if (!fs.existsSync(path.join(publicDir, worker))) missing.push(`the offline worker ${worker} is missing`)
    // The inspectors' app opens with no network through its worker, and installs through its manifest.
    for (const file of [INSPECT_WORKER_FILE, INSPECT_MANIFEST_FILE]) {
      const inspect = `${localizePath(INSPECT_ROOT, locale)}${file}`
      if (!fs.existsSync(path.join(publicDir, inspect))) missing.push(`the inspectors' app's ${inspect} is missing`)
    }
  }
  for (const file of [HEADERS_FILE, NGINX_FILE]) {
    if (!fs.existsSync(path.join(publicDir, file))) missing.push(`the header file ${file} is missing`)
  }
  return missing
}

export class IncompleteBuild extends Error {
  override name = "IncompleteBuild"
}

// Stops the server's start when public/ is not a whole build, saying what is missing and how to build.
export function assertCompleteBuild(publicDir: string): void {
  const missing = missingFromBuild(publicDir)
  if (missing.length === 0) return
  throw new IncompleteBuild(
    `${publicDir} is not a complete build of the site, so it is not served:\n  - ${missing.join("\n  - ")}\n` +
      `Build it with \`${BUILD_COMMAND}\` (or \`gatsby build\`), then start again.`,
  )
}
