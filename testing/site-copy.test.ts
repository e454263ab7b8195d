/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./paths"
import { copyProject } from "./site-copy"

// The development server's tests copy the project while the build runs beside them, and the build rewrites the
// query types at its end: a copy must not take a half-written file, and its own build or server writes its own.
test("a copy of the project has its sources and data, and leaves out the query types Gatsby writes", () => {
  const generated = path.join(ROOT, "src", "gatsby-types.d.ts")
  const wrote = !fs.existsSync(generated)
  if (wrote) fs.writeFileSync(generated, "// written by Gatsby\n")
  const dir = copyProject()
  try {
    expect(fs.existsSync(path.join(dir, "src", "pages", "index.tsx"))).toBe(true)
    expect(fs.existsSync(path.join(dir, "data", "site.json"))).toBe(true)
    expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(fs.realpathSync(path.join(ROOT, "node_modules")))
    expect(fs.existsSync(path.join(dir, "src", "gatsby-types.d.ts"))).toBe(false)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    if (wrote) fs.rmSync(generated)
  }
})
