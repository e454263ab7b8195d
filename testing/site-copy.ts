import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildApp } from "../server/app"
import { systemClock } from "../server/clock"
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
    // Twelve minutes: with the other worker busy a clean CI run's copy build was still rendering pages after eight.
    timeout: 12 * 60_000,
  })
  // A build stopped by the timeout says so, rather than ending its output mid-step.
  const stopped = result.error ? `\n${result.error.message}` : result.signal ? `\nstopped by ${result.signal}` : ""
  return { status: result.status, output: `${result.stdout}\n${result.stderr}${stopped}` }
}

export type ServedCopy = { base: string; close: () => Promise<void> }

// What an editor's change publishes: a copy of the project with these files (paths from the project's root)
// written over it, built, and served by the project's own server on a free port.
export async function buildAndServeCopy(files: Record<string, string>): Promise<ServedCopy> {
  const dir = copyProject()
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text)
  const build = gatsbyBuild(dir)
  if (build.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`the copy's build failed:\n${build.output.slice(-3000)}`)
  }
  // The built pages only: no route of this server reads the clock.
  const server = await buildApp({ publicDir: path.join(dir, "public"), clock: systemClock })
  const base = await server.listen({ port: 0, host: "127.0.0.1" })
  return {
    base,
    close: async () => {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
