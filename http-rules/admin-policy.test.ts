/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { adminPolicy, builtAdminPolicy } from "./admin-policy"
import { contentSecurityPolicy, parseDirectives } from "./csp"

// Every source that is not a keyword, a hash or a scheme: the origins a policy lets the page reach.
const origins = (policy: string) =>
  Object.values(parseDirectives(policy))
    .flat()
    .filter((source) => /^https?:/.test(source))

test("the CMS's policy reaches no origin but the site's, unless a git host is configured", () => {
  expect(origins(adminPolicy())).toEqual([])
  expect(origins(adminPolicy("https://api.github.com"))).toEqual(["https://api.github.com"])
  const directives = parseDirectives(adminPolicy())
  // Scripts stay the origin's own; only styles are relaxed, for the library's Svelte interface.
  expect(directives["script-src"]).toEqual(["'self'"])
  expect(directives["frame-ancestors"]).toEqual(["'none'"])
  expect(parseDirectives(contentSecurityPolicy())["style-src"]).not.toContain("'unsafe-inline'")
})

test("the built policy names the API origin of the configuration the build wrote", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-policy-"))
  expect(builtAdminPolicy(dir)).toBeUndefined()
  fs.mkdirSync(path.join(dir, "admin"))
  fs.writeFileSync(
    path.join(dir, "admin", "config.json"),
    JSON.stringify({ backend: { name: "gitlab", api_root: "https://gitlab.example.test/api/v4" } }),
  )
  expect(origins(builtAdminPolicy(dir)!)).toEqual(["https://gitlab.example.test"])
  fs.rmSync(dir, { recursive: true, force: true })
})
