import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const SOURCES = [
  "src",
  "data",
  "static",
  "gatsby",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "server/http",
]

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .filter((name) => name !== "gatsby-types.d.ts") // written by the build itself
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs)
}

// `npm start` works on a fresh clone: build when there is no build or the sources changed since the last one.
export function buildIfNeeded(root: string, publicDir: string): void {
  const builtAt = newestChange(path.join(publicDir, "index.html"))
  const changedAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(root, entry))))
  if (builtAt > changedAt) return
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "No build found: building the site…")
  execFileSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}
