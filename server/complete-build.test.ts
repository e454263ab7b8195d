/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { assertCompleteBuild, missingFromBuild } from "./complete-build"
import { entryArguments } from "../testing/entry-points"
import { ROOT } from "../testing/paths"
import { tempDirs } from "../testing/temp-dirs"

const tempDir = tempDirs(afterAll)
const LOADER = "page-loader-0123456789abcdef0123.js"

// A fake public/: a home page whose bootstrap names the loader file (as the post-build steps leave it), or a page as
// Gatsby renders it (the loader slot empty), and what a whole build writes beside the pages; `without` leaves out
// some of it.
function publicDir({ page = "filled", without = [] as string[] } = {}): string {
  const dir = tempDir("public-")
  const bootstrap =
    page === "filled"
      ? `<script data-page-path="/" data-src="/${LOADER}">boot()</script>`
      : `<template id="gatsby-scripts"></template><script data-page-path="/"></script>`
  const files: Record<string, string> = {
    "index.html": `<!doctype html><html><body><main>Home</main>${bootstrap}</body></html>`,
    [LOADER]: "loader()",
    "verify/sw.js": "worker()",
    "ar/verify/sw.js": "worker()",
    "inspect/sw.js": "worker()",
    "ar/inspect/sw.js": "worker()",
    "inspect/manifest.webmanifest": "{}",
    "ar/inspect/manifest.webmanifest": "{}",
    _headers: "/*\n",
    "nginx-headers.conf": "server_tokens off;\n",
  }
  for (const [file, text] of Object.entries(files)) {
    if (without.includes(file)) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

test("a whole build lacks nothing", () => {
  expect(missingFromBuild(publicDir())).toEqual([])
  expect(() => assertCompleteBuild(publicDir())).not.toThrow()
})

test("pages as Gatsby alone renders them are refused: their loader is empty", () => {
  expect(missingFromBuild(publicDir({ page: "gatsby's own" }))).toEqual([
    "the pages' script loader is empty: no script would run",
  ])
})

test.each([
  [LOADER, `the script loader /${LOADER} is missing`],
  ["verify/sw.js", "the offline worker /verify/sw.js is missing"],
  ["ar/verify/sw.js", "the offline worker /ar/verify/sw.js is missing"],
  ["inspect/sw.js", "the inspectors' app's /inspect/sw.js is missing"],
  ["ar/inspect/manifest.webmanifest", "the inspectors' app's /ar/inspect/manifest.webmanifest is missing"],
  ["_headers", "the header file _headers is missing"],
  ["nginx-headers.conf", "the header file nginx-headers.conf is missing"],
])("a build without %s is refused", (file, message) => {
  expect(missingFromBuild(publicDir({ without: [file] }))).toEqual([message])
})

test("the refusal says what is missing and how to build", () => {
  const dir = publicDir({ without: ["_headers"] })
  expect(() => assertCompleteBuild(dir)).toThrow(
    new RegExp(`${dir} is not a complete build[\\s\\S]*_headers is missing[\\s\\S]*npm run build`),
  )
})

// The real start, as `npm start` runs it with SKIP_BUILD=1 over pages `gatsby build` left without its steps.
test("the server does not start on pages whose scripts would never run", () => {
  const dir = publicDir({ page: "gatsby's own", without: [LOADER, "verify/sw.js", "ar/verify/sw.js"] })
  const result = spawnSync(process.execPath, entryArguments("server"), {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_DIR: dir, SKIP_BUILD: "1", DATA_DIR: tempDir("data-"), PORT: "9" },
    encoding: "utf8",
    timeout: 30_000,
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain("the pages' script loader is empty: no script would run")
  expect(result.stderr).toContain("the offline worker /verify/sw.js is missing")
  expect(result.stderr).toContain("Build it with `npm run build`")
})
