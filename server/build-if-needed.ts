import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { QUERY_TYPES_FILE } from "../content/graphql-types"
import { filesBelow } from "../http-rules/public-files"
import { assertCompleteBuild, BUILD_COMMAND, missingFromBuild } from "./complete-build"

// Everything in the project is an input of the build except what is listed here: the build's own output and
// caches, installed packages, tests and the server, which the build does not import (the header rules both follow
// are in http-rules/). Listing what is not an input means a new input is never forgotten.
const NOT_INPUTS = [
  ".git",
  ".cache",
  "node_modules",
  "public",
  "var",
  "test-results",
  "playwright-report",
  "coverage",
  "e2e",
  "testing",
  "scripts",
  "server",
  QUERY_TYPES_FILE, // written by the build itself
]
const isInput = (relative: string) =>
  !NOT_INPUTS.some((entry) => relative === entry || relative.startsWith(`${entry}/`)) &&
  !/\.(?:test|spec)\.tsx?$|\.md$/.test(relative)

// The newest modification time among the build's inputs below `root`.
export function newestInput(root: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(root)) {
    if (!isInput(entry)) continue
    const full = path.join(root, entry)
    const files = fs.statSync(full).isDirectory() ? filesBelow(full) : [full]
    for (const file of files) {
      if (isInput(path.relative(root, file).split(path.sep).join("/"))) {
        newest = Math.max(newest, fs.statSync(file).mtimeMs)
      }
    }
  }
  return newest
}

// `npm start` works on a fresh clone: build when there is no build, the last one is not complete, or an input
// changed since it; then serve only a complete build. With `build: false` (SKIP_BUILD=1) it only checks.
export function buildIfNeeded(root: string, publicDir: string, { build = true } = {}): void {
  if (build) {
    const index = path.join(publicDir, "index.html")
    const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
    const incomplete = missingFromBuild(publicDir).length > 0
    if (incomplete || builtAt <= newestInput(root)) {
      console.log(
        !builtAt
          ? "No build found: building the site…"
          : incomplete
            ? "The last build is not complete: building the site…"
            : "Inputs changed since the last build: rebuilding…",
      )
      const [command, ...args] = BUILD_COMMAND.split(" ")
      execFileSync(command, args, {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      })
    }
  } else if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    // No pages at all, and told not to build: a server for the API alone, as the API's tests start one. It serves
    // no page, so none whose scripts never run; a folder with pages must hold the whole build.
    console.log(`No built pages in ${publicDir}: serving the API only (SKIP_BUILD=1). Build with \`${BUILD_COMMAND}\`.`)
    return
  }
  assertCompleteBuild(publicDir)
}
