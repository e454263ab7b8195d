/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { ICON_NAMES } from "../../src/lib/icon-names"
import { DATA_DIR, ROOT } from "../../testing/paths"
import { cmsConfig } from "./cms-config"
import type { CmsField } from "./cms-fields"

const config = cmsConfig({})
type Collection = { name: string; folder?: string; files?: { file: string; fields: CmsField[] }[]; fields?: CmsField[] }
const collections = config.collections as Collection[]

// Every file an editor may change, relative to the project ("data/services/ndt.json"); pictures are media.
function dataFiles(dir = DATA_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "images" ? [] : dataFiles(file)
    return [path.relative(ROOT, file).split(path.sep).join("/")]
  })
}

const reaches = (collection: Collection, file: string) =>
  collection.folder
    ? path.posix.dirname(file) === collection.folder && file.endsWith(".json")
    : (collection.files ?? []).some((entry) => entry.file === file)

test("every file under data/ is reachable from exactly one collection, and every collection's file exists", () => {
  const files = dataFiles()
  expect(files.length).toBeGreaterThan(20)
  for (const file of files) {
    const reaching = collections.filter((collection) => reaches(collection, file)).map((collection) => collection.name)
    expect({ file, reaching }).toEqual({ file, reaching: [expect.any(String)] })
  }
  for (const collection of collections) {
    for (const entry of collection.files ?? []) expect(fs.existsSync(path.join(ROOT, entry.file))).toBe(true)
    if (collection.folder) expect(fs.existsSync(path.join(ROOT, collection.folder))).toBe(true)
  }
})

const fieldsOf = (name: string) => {
  const collection = collections.find((candidate) => candidate.name === name)!
  return collection.fields ?? collection.files![0].fields
}
const field = (fields: CmsField[], name: string) => fields.find((candidate) => candidate.name === name)!

test("a service's fields mirror its schema: choices from the fixed lists, required texts, shared fields once", () => {
  const fields = fieldsOf("services")
  expect(field(fields, "icon")).toMatchObject({ widget: "select", options: ICON_NAMES, i18n: "duplicate" })
  expect(field(fields, "formValue")).toMatchObject({ widget: "select", i18n: "duplicate" })
  expect(field(fields, "industries")).toMatchObject({ widget: "select", multiple: true, min: 1, i18n: "duplicate" })
  expect(field(fields, "industries").options).toEqual(["oil-gas", "power", "marine", "construction", "petrochemical"])
  expect(field(fields, "slug")).toMatchObject({
    i18n: "duplicate",
    pattern: ["^[a-z0-9]+(-[a-z0-9]+)*$", expect.any(String)],
  })
  expect(field(fields, "order")).toMatchObject({ widget: "number", value_type: "int", min: 0, i18n: "duplicate" })
  // Texts are translated and may not be left blank; optional ones say so.
  expect(field(fields, "title")).toMatchObject({ widget: "string", i18n: true, pattern: ["\\S", "must not be empty"] })
  expect(field(fields, "title").required).toBeUndefined()
  expect(field(fields, "summary").widget).toBe("text")
  expect(field(fields, "imageAlt").required).toBe(false)
  // A picture from data/images.
  expect(field(fields, "image")).toMatchObject({ widget: "select", required: false })
  expect(field(fields, "image").options).toContain("ndt")
  // A list of objects: translated as a whole, its code shared.
  const standards = field(fields, "standards")
  expect(standards).toMatchObject({ widget: "list", i18n: true })
  expect(field(standards.fields!, "code").i18n).toBe("duplicate")
  expect(field(standards.fields!, "title").i18n).toBe(true)
  expect(field(fields, "scope")).toMatchObject({ widget: "list", min: 1, field: { widget: "string" } })
})

test("the report forms are a folder of files named by kind, English and Arabic, ids and types edited once", () => {
  const collection = collections.find((candidate) => candidate.name === "reportForms")! as Collection &
    Record<string, unknown>
  expect(collection).toMatchObject({ label: "Report forms", folder: "data/report-forms", slug: "{{fields.kind}}" })
  expect(collection).toMatchObject({ i18n: true, create: true })
  const fields = collection.fields!
  expect(field(fields, "kind").i18n).toBe("duplicate")
  expect(field(fields, "title").i18n).toBe(true)
  const formFields = field(field(fields, "sections").fields!, "fields").fields!
  expect(field(formFields, "id").i18n).toBe("duplicate")
  expect(field(formFields, "label").i18n).toBe(true)
  expect(field(formFields, "help")).toMatchObject({ widget: "string", i18n: true })
  expect(field(formFields, "type")).toMatchObject({ widget: "select", i18n: "duplicate" })
  expect(field(formFields, "type").options).toContain("defects")
  expect(field(formFields, "required")).toMatchObject({ widget: "boolean", i18n: "duplicate" })
  expect(field(formFields, "cites")).toMatchObject({ required: false, i18n: true })
  // A choice's values are the report's data, alike in both languages; their labels are translated.
  const options = field(formFields, "options")
  expect(options).toMatchObject({ widget: "list", required: false })
  expect(field(options.fields!, "value").i18n).toBe("duplicate")
  expect(field(options.fields!, "label").i18n).toBe(true)
})

test("a mail's body is edited in a multi-line box and must keep its link; its subject is one line", () => {
  const mail = field(fieldsOf("site"), "workspaceMail").fields!
  expect(field(mail, "accountSubject").widget).toBe("string")
  expect(field(mail, "accountBody")).toMatchObject({
    widget: "text",
    pattern: [expect.any(String), "must contain {link}"],
  })
  const pattern = new RegExp(field(mail, "accountBody").pattern![0])
  expect(pattern.test("Hello {name},\n\nset your password:\n\n{link}")).toBe(true)
  expect(pattern.test("Hello {name},\n\nset your password.")).toBe(false)
  expect(field(field(fieldsOf("client"), "mail").fields!, "invitationBody").widget).toBe("text")
})

test("a case study's services are the services collection's entries; its month keeps its pattern", () => {
  const fields = fieldsOf("projects")
  expect(field(fields, "services")).toMatchObject({
    widget: "relation",
    collection: "services",
    value_field: "slug",
    multiple: true,
    i18n: "duplicate",
  })
  expect(field(fields, "completed")).toMatchObject({ pattern: ["^\\d{4}-\\d\\d$", expect.any(String)] })
  expect(field(fields, "industry")).toMatchObject({ widget: "select", i18n: "duplicate" })
})

test("a holiday's date and the privacy notice's version keep the day's shape, with the build's message", () => {
  const days = field(fieldsOf("holidays"), "days")
  expect(field(days.fields!, "date")).toMatchObject({
    pattern: ["^\\d{4}-\\d\\d-\\d\\d$", "must be a date like 2027-03-31"],
  })
  expect(field(fieldsOf("privacy"), "version")).toMatchObject({
    pattern: ["^\\d{4}-\\d\\d-\\d\\d$", "must be the notice's date, like 2026-01-15"],
  })
})

test("folder kinds create one file per entry named by its slug; both languages in one file", () => {
  const services = collections.find((collection) => collection.name === "services") as Record<string, unknown>
  expect(services).toMatchObject({ folder: "data/services", create: true, slug: "{{fields.slug}}", format: "json" })
  expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "ar"], default_locale: "en" })
  expect(config.media_folder).toBe("data/images")
  expect(config.output.omit_empty_optional_fields).toBe(true)
})

test("the examination intervals are one list file: months a whole number that may stay empty, kinds chosen, hints shown", () => {
  const intervals = collections.find((collection) => collection.name === "intervals")!
  expect(intervals.files![0].file).toBe("data/intervals.json")
  const list = intervals.files![0].fields[0]
  expect(list).toMatchObject({ widget: "list", root: true })
  const fields = list.fields!
  expect(field(fields, "months")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 60 })
  expect(field(fields, "months")).toMatchObject({ required: false, i18n: "duplicate" })
  expect(field(fields, "kinds")).toMatchObject({ widget: "select", multiple: true, min: 1, i18n: "duplicate" })
  expect(field(fields, "kinds").options).toContain("lifting-equipment")
  expect(field(fields, "source")).toMatchObject({ widget: "string", i18n: true })
  // Each field says what it is for, from its schema's description.
  for (const name of ["slug", "name", "kinds", "months", "source", "detail"])
    expect(field(fields, name).hint).toEqual(expect.any(String))
  expect(field(fields, "months").hint).toContain("empty when the inspector states the date")
})
