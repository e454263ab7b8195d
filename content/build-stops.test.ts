/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateContent } from "./validate-content"
import { DATA_DIR } from "../testing/paths"
import { SAMPLE_SERVICE } from "../testing/sample-entries"
import { copyProject, siteBuild } from "../testing/site-copy"

// An editor adds a thirteenth service as one new file (testing/sample-entries/) and makes a mistake in it: the
// content check names the file, the entry and the field, and `gatsby build` stops with that message before it
// builds anything (gatsby-node.ts, onPreBootstrap), so the site stays as it was.
const english = SAMPLE_SERVICE.en
const FILE = `data/services/${english.slug}.json`
const ICON = `${FILE}: service "${english.slug}", field "icon": "Pipeline" is not a known icon`

const MISTAKES: [string, unknown, string][] = [
  ["an unknown icon", { en: { ...english, icon: "Pipeline" }, ar: { ...SAMPLE_SERVICE.ar, icon: "Pipeline" } }, ICON],
  [
    "no Arabic translation",
    { en: english },
    `${FILE}: service "${english.slug}", field "ar": the Arabic translation is missing`,
  ],
  [
    "an Arabic text left out",
    { en: english, ar: { ...SAMPLE_SERVICE.ar, summary: undefined } },
    `${FILE}: service "${english.slug}", field "ar.summary": the Arabic translation is missing`,
  ],
]

let dataDir: string
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "new-service-"))
  fs.cpSync(DATA_DIR, dataDir, { recursive: true })
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const writeNewService = (dir: string, text: string) => fs.writeFileSync(path.join(dir, "services", `${english.slug}.json`), text)

test("the new service as the CMS saves it passes", () => {
  writeNewService(dataDir, JSON.stringify(SAMPLE_SERVICE, null, 2))
  expect(validateContent(dataDir)).toEqual([])
})

test.each(MISTAKES)("%s in the new file is named with the file, the entry and the field", (_, entry, message) => {
  writeNewService(dataDir, JSON.stringify(entry, null, 2))
  expect(validateContent(dataDir).join("\n")).toContain(message)
})

test("a new file that is not JSON is named", () => {
  writeNewService(dataDir, JSON.stringify(SAMPLE_SERVICE, null, 2).replace(/}\s*$/, ",}"))
  expect(validateContent(dataDir).join("\n")).toContain(`${FILE}: invalid JSON`)
})

// A report form (data/report-forms/) goes through the same check: the build below stops on its messages too.
test("a choice without options in a report form is named with its form, section and field", () => {
  const file = path.join(dataDir, "report-forms", "pressure-test.json")
  const form = JSON.parse(fs.readFileSync(file, "utf8"))
  for (const edition of [form.en, form.ar]) delete edition.sections[3].fields[0].options
  fs.writeFileSync(file, JSON.stringify(form, null, 2))
  expect(validateContent(dataDir).join("\n")).toContain(
    'data/report-forms/pressure-test.json: report form "pressure-test", section "result", form field "result", field "options": a choice must offer at least two options',
  )
})

test("a glossary variant in a report form's Arabic help line is named with its form, section and field", () => {
  const file = path.join(dataDir, "report-forms", "ndt-report.json")
  const form = JSON.parse(fs.readFileSync(file, "utf8"))
  form.ar.sections[0].fields[1].help = "رتبة المادة والسماكة الاسمية."
  fs.writeFileSync(file, JSON.stringify(form, null, 2))
  expect(validateContent(dataDir).join("\n")).toContain(
    'data/report-forms/ndt-report.json: report form "ndt-report", section "object", form field "materialThickness", field "ar.help": «سماكة» is a variant data/glossary.json says to avoid',
  )
})

test("gatsby build stops at the mistake, naming it, before it builds a page", () => {
  const dir = copyProject()
  try {
    writeNewService(path.join(dir, "data"), JSON.stringify(MISTAKES[0][1], null, 2))
    const build = siteBuild(dir)
    expect(build.status).not.toBe(0)
    expect(build.output).toContain(ICON)
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 180_000)
