import fs from "node:fs"
import path from "node:path"
import { buildSync } from "esbuild"
import { ROOT } from "./paths"

// The project's entry points that tests start as processes of their own, compiled once per test run (Jest's and
// Playwright's global setup) into one file each: the project's modules bundled, packages left to `require`. Under
// `node --import tsx` a server start cost 3.7 s of processor, 1.3 s of it in resolving and loading the project's
// modules one by one; the compiled file starts in 2.5 s, and the unit tests start about fifty such processes.
// The browser tests' shared server still runs as `npm start` does (`tsx server/start.ts`), and
// server/cli/requests.test.ts runs a command through tsx.
export const ENTRY_POINTS = {
  server: "server/start.ts",
  staffCli: "server/cli/staff-main.ts",
  addAccounts: "testing/add-accounts-main.ts",
} as const

export type EntryPoint = keyof typeof ENTRY_POINTS

const OUT_DIR = path.join(ROOT, "var", "test-entries")

export const compiledEntry = (entry: EntryPoint) => path.join(OUT_DIR, `${entry}.cjs`)

// Compiles every entry point. Each file is written beside its place and renamed into it, so a process started
// meanwhile (a second Jest run's setup) reads the old file or the new one, never half of one.
export function compileEntryPoints(): void {
  fs.mkdirSync(OUT_DIR, { recursive: true })
  for (const [entry, source] of Object.entries(ENTRY_POINTS)) {
    const result = buildSync({
      entryPoints: [path.join(ROOT, source)],
      bundle: true,
      packages: "external",
      platform: "node",
      format: "cjs",
      target: "node20",
      write: false,
      logLevel: "silent",
    })
    const target = compiledEntry(entry as EntryPoint)
    const partial = `${target}.${process.pid}.tmp`
    fs.writeFileSync(partial, result.outputFiles[0].contents)
    fs.renameSync(partial, target)
  }
}

// The arguments that run an entry point with `node`; compiled first if this run's setup did not (one file run alone).
export function entryArguments(entry: EntryPoint): string[] {
  if (!fs.existsSync(compiledEntry(entry))) compileEntryPoints()
  return [compiledEntry(entry)]
}
