import fs from "node:fs"
import path from "node:path"
import { filesBelow, HEADERS_FILE, LOADER_FILE, NGINX_FILE, VERIFY_WORKER_FILE } from "../http-rules/public-files"
import { cairoToday } from "../src/lib/cairo-time"
import { INSPECT_ROOT } from "../src/lib/inspect-paths"
import { PREQUALIFICATION_PATH, VERIFY_PATH } from "../src/lib/routes"

// Names that identify a build rather than what it publishes, each read from the build itself: webpack's compilation
// hash (app-data.json), which a compilation from webpack's cache does not give as a clean one does though every
// chunk is the same; the loader file, named by its content, which holds that hash; and the /verify/ worker's
// version (and the /inspect/ worker's), digests of pages that name the loader. Each build's own is put as a placeholder, so a page that names
// an earlier build's (and would reload in the browser) still differs.
function buildIdentities(publicDir: string): [string, string][] {
  const hash = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8"))
    .webpackCompilationHash as string
  const loaders = fs.readdirSync(publicDir).filter((name) => LOADER_FILE.test(name))
  const version = (folder: string) =>
    /version ([0-9a-f]+)/.exec(fs.readFileSync(path.join(publicDir, folder, VERIFY_WORKER_FILE), "utf8"))?.[1]
  const [verify, inspect] = [version(VERIFY_PATH), version(INSPECT_ROOT)]
  if (loaders.length !== 1 || !verify || !inspect)
    throw new Error(`${publicDir}: not one loader file (${loaders}) or a worker missing`)
  return [
    [hash, "<webpack compilation hash>"],
    [loaders[0], "<this build's loader file>"],
    [verify, "<worker version>"],
    // The inspectors' app's worker (issue 61), versioned the same way.
    [inspect, "<inspect worker version>"],
  ]
}

// What a build publishes that a second build must publish the same: every HTML page (the CMS's included), the
// header files for other hosts and the service workers, by their paths in public/, with the build's own
// identities as placeholders (buildIdentities).
export function publishedFiles(publicDir: string): Map<string, string> {
  const identities = buildIdentities(publicDir)
  const anonymous = (text: string) => identities.reduce((result, [name, as]) => result.replaceAll(name, as), text)
  const files = filesBelow(publicDir)
    .map((file) => path.relative(publicDir, file).split(path.sep).join("/"))
    .filter(
      (file) =>
        file.endsWith(".html") ||
        [HEADERS_FILE, NGINX_FILE].includes(file) ||
        path.basename(file) === VERIFY_WORKER_FILE,
    )
    .sort()
  return new Map(files.map((file) => [file, anonymous(fs.readFileSync(path.join(publicDir, file), "utf8"))]))
}

// Each file that is only in one build or differs, with the first place it differs.
export function differences(reference: Map<string, string>, rebuilt: Map<string, string>): string[] {
  const found: string[] = []
  for (const file of new Set([...reference.keys(), ...rebuilt.keys()])) {
    const [before, after] = [reference.get(file), rebuilt.get(file)]
    if (before === undefined) found.push(`${file}: only in the second build`)
    else if (after === undefined) found.push(`${file}: only in the clean build`)
    else if (before !== after) {
      let at = 0
      while (before[at] === after[at]) at++
      found.push(
        `${file}: differs at ${at}: clean «${before.slice(at, at + 80)}», second «${after.slice(at, at + 80)}»`,
      )
    }
  }
  return found
}

// The day a build described (Cairo's calendar), by the time it rendered /prequalification/: the one page that says
// its build's day, and so legitimately differs between builds of two days.
export const builtDay = (publicDir: string) =>
  cairoToday(fs.statSync(path.join(publicDir, PREQUALIFICATION_PATH, "index.html")).mtime)
