/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { tempDirs } from "../../testing/temp-dirs"
import { writeInspectWorkers } from "./inspect-worker"

const tempDir = tempDirs(afterAll)
const names = { en: { name: "Inspections", brand: "Inspection" }, ar: { name: "الفحوص", brand: "إنسبكشن" } }

function builtSite(): string {
  const dir = tempDir("public-")
  for (const file of ["inspect/[...]/index.html", "ar/inspect/[...]/index.html", "chunk-map.json"]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), file)
  }
  return dir
}

test("each edition's /inspect/ gets its offline worker and an installable manifest that opens there", () => {
  const dir = builtSite()
  const version = writeInspectWorkers(dir, names)
  expect(version).toMatch(/^[0-9a-f]{16}$/)
  const worker = fs.readFileSync(path.join(dir, "ar/inspect/sw.js"), "utf8")
  expect(worker).toContain('const SCOPE = "/ar/inspect/"')
  expect(worker).toContain('"/page-data/ar/inspect/[...]/page-data.json"')
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "ar/inspect/manifest.webmanifest"), "utf8"))
  expect(manifest).toMatchObject({
    short_name: "الفحوص",
    lang: "ar",
    dir: "rtl",
    start_url: "/ar/inspect/",
    scope: "/ar/inspect/",
    display: "standalone",
  })
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"])
  expect(JSON.parse(fs.readFileSync(path.join(dir, "inspect/manifest.webmanifest"), "utf8")).start_url).toBe("/inspect/")
})

test("a build without the app's page writes no worker, and the server then refuses the build", () => {
  const dir = tempDir("public-")
  expect(writeInspectWorkers(dir, names)).toBeUndefined()
})
