/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { CONTENT_KIND_SPECS, kindOfFile, type ContentKindSpec } from "./content-kinds"
import { DATA_DIR } from "../../testing/paths"

const names = (pick: (kind: ContentKindSpec) => string | undefined) =>
  CONTENT_KIND_SPECS.map(pick).filter((value): value is string => value !== undefined)
const duplicated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

test("no kind is listed twice: names, entries, GraphQL types, sources and routes are each the kind's own", () => {
  expect(duplicated(names((kind) => kind.name))).toEqual([])
  expect(duplicated(names((kind) => kind.type))).toEqual([])
  expect(duplicated(names((kind) => kind.source.path))).toEqual([])
  expect(duplicated(names((kind) => kind.routes?.list))).toEqual([])
  expect(duplicated(names((kind) => kind.entry))).toEqual([])
  // A list page (by kind name) and a detail page (by entry name) are told apart by these (site-build/seo/page-seo.ts).
  for (const kind of CONTENT_KIND_SPECS)
    expect(CONTENT_KIND_SPECS.filter((other) => other !== kind && other.name === kind.entry)).toEqual([])
})

test("every top-level entry of data/ but images/ is the source of exactly one kind, and every source exists", () => {
  const entries = fs.readdirSync(DATA_DIR).filter((name) => name !== "images")
  const sources = names((kind) => kind.source.path)
  expect(entries.sort()).toEqual([...sources].sort())
  for (const kind of CONTENT_KIND_SPECS) {
    const stat = fs.statSync(path.join(DATA_DIR, kind.source.path))
    expect([kind.name, stat.isDirectory()]).toEqual([kind.name, kind.source.shape === "folder"])
  }
  expect(kindOfFile("services/ndt.json")?.name).toBe("services")
  expect(kindOfFile("industries.json")?.name).toBe("industries")
  expect(kindOfFile("unknown.json")).toBeUndefined()
})

test("references and shown kinds name kinds of the registry; detail templates exist", () => {
  const known = new Set(names((kind) => kind.name))
  for (const kind of CONTENT_KIND_SPECS) {
    for (const reference of kind.rules?.references ?? []) expect(known).toContain(reference.kind)
    for (const shown of [...(kind.shows?.list ?? []), ...(kind.shows?.detail ?? [])]) expect(known).toContain(shown)
    // Only a folder's entries have pages of their own, found by their file's name.
    if (kind.routes?.detail) {
      expect(kind.source.shape).toBe("folder")
      expect(fs.existsSync(path.resolve(kind.routes.detail.template))).toBe(true)
    }
  }
})

test("page bundles stay free of zod: no component, page or template imports the registry", () => {
  const filesBelow = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  const importers = ["src/pages", "src/templates", "src/components", "browser"]
    .flatMap((dir) => filesBelow(path.resolve(dir)))
    .filter((file) => /\.tsx?$/.test(file) && /content-kinds["']/.test(fs.readFileSync(file, "utf8")))
  expect(importers).toEqual([])
})
