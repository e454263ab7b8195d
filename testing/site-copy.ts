import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "./paths"

const SKIP = new Set([
  "node_modules",
  ".git",
  "public",
  ".cache",
  "test-results",
  "playwright-report",
  "var",
  "coverage",
])

// Written by Gatsby (graphqlTypegen) in the project while it builds, which may be at the same time as a copy is made
// (the development server's tests run beside the build): a copy's own build or server writes its own.
const GENERATED = new Set([path.join(ROOT, "src", "gatsby-types.d.ts")])

// How a copy gets its node_modules: a link to the project's (quick, anywhere), or the project's files linked
// again under the copy's own node_modules/ (`cp -al`, same file system only). Webpack names modules by their path
// from the project, and follows a link to where it leads: with a linked folder every module's name, so every chunk's
// name and hash, differs from the project's own build. A copy whose output is compared with the project's needs
// modules of its own.
export type CopyModules = "linked" | "own"

// A throwaway copy of the project for tests that change data/ and rebuild or run `gatsby develop`: in a new temp
// folder, or in `dir` (emptied first).
export function copyProject(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-")),
  modules: CopyModules = "linked",
): string {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (from) => !GENERATED.has(from),
    })
  }
  if (modules === "linked") {
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  } else {
    // Hard links: 3 s for its 100,000 files. The copy starts without tools' caches (node_modules/.cache): a
    // cache written in place through a hard link would change the project's file too.
    const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")])
    if (linked.status !== 0) throw new Error(`cp -al node_modules: ${linked.stderr}`)
    fs.rmSync(path.join(dir, "node_modules", ".cache"), { recursive: true, force: true })
  }
  return dir
}

// Writes files (paths from the project's root) over a copy.
export function writeFiles(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text)
}

// The project's build in a copy, as published: `npm run build`, which is `gatsby build` with its rewrites of the
// output in onPostBuild (site-build/postbuild/steps.ts), so what tests measure of the copy is what visitors get.
export function siteBuild(dir: string): { status: number | null; output: string } {
  const result = spawnSync("npm", ["run", "-s", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    // Twelve minutes: with the other worker busy a clean CI run's copy build was still rendering pages after eight.
    timeout: 12 * 60_000,
  })
  // A build stopped by the timeout says so, rather than ending its output mid-step.
  const stopped = result.error ? `\n${result.error.message}` : result.signal ? `\nstopped by ${result.signal}` : ""
  return { status: result.status, output: `${result.stdout}\n${result.stderr}${stopped}` }
}
