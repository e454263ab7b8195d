/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { newestInput } from "./build-if-needed"
import { tempDirs } from "../testing/temp-dirs"

const tempDir = tempDirs(afterAll)

function project(files: string[]): string {
  const root = tempDir("inputs-")
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), "x")
    fs.utimesSync(path.join(root, file), 1000, 1000)
  }
  return root
}
const touch = (root: string, file: string) => fs.utimesSync(path.join(root, file), 5000, 5000)

// The files of a small project: those the build reads, and those it does not.
const INPUTS = [
  "tailwind.config.ts",
  "postcss.config.js",
  "site-build/postbuild/page-styles.ts",
  // The company profile's template: the PDFs are rebuilt with the pages.
  "site-build/profile/company-profile.typ",
  "browser/transition-hydration.ts",
  "http-rules/csp.ts",
  "src/pages/index.tsx",
]
const NOT_INPUTS = [
  "server/api/request-form-routes.ts",
  "server/http/memory-static.ts",
  "src/pages/index.test.tsx",
  "src/gatsby-types.d.ts",
  "public/index.html",
  "e2e/seo.spec.ts",
]

// The newest input's time once the file is touched (5_000_000) in a project whose other files are older.
const newestAfterTouching = (file: string) => {
  const root = project([...INPUTS, ...NOT_INPUTS])
  touch(root, file)
  return newestInput(root)
}

test.each(INPUTS)("a change to %s is a change of the build's inputs", (file) => {
  expect(newestAfterTouching(file)).toBe(5_000_000)
})

test.each(NOT_INPUTS)("a change to %s is not", (file) => {
  expect(newestAfterTouching(file)).toBe(1_000_000)
})
