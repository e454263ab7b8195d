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

// A throwaway copy of the project (sharing node_modules) for tests that change data/ and rebuild.
export function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"))
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

export function gatsbyBuild(dir: string): { status: number | null; output: string } {
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 8 * 60_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}
