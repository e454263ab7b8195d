/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateContent } from "./validate-content"
import { DATA_DIR } from "../testing/paths"

const realData = DATA_DIR
let dataDir: string

// Each case edits a throwaway copy of the real data/ the way an editor might.
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(realData, dataDir, { recursive: true })
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const servicePath = (slug: string) => path.join(dataDir, "services", `${slug}.json`)
const readService = (slug: string) => JSON.parse(fs.readFileSync(servicePath(slug), "utf8"))
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value, null, 2))
// A file holds one entry per language: { "en": { … }, "ar": { … } } (src/lib/translation.ts).
type Editions = { en: Record<string, unknown>; ar: Record<string, unknown> }
const editService = (slug: string, edit: (service: Editions) => void) => {
  const service = readService(slug)
  edit(service)
  writeJson(servicePath(slug), service)
}
// A field both languages share is written in each alike.
const setShared = (entry: Editions, key: string, value: unknown) => {
  entry.en[key] = value
  entry.ar[key] = value
}

test("the shipped content is valid", () => {
  expect(validateContent(realData)).toEqual([])
})

test("a file or folder of data/ that no kind of content reads is named", () => {
  writeJson(path.join(dataDir, "news.json"), { title: "News" })
  fs.mkdirSync(path.join(dataDir, "events"))
  expect(validateContent(dataDir)).toEqual([
    "data/events: is of no kind of content; add the kind to src/lib/content-kinds.ts",
    "data/news.json: is of no kind of content; add the kind to src/lib/content-kinds.ts",
  ])
})

test("invalid JSON names the file and the parser's complaint", () => {
  fs.writeFileSync(servicePath("ndt"), '{ "slug": "ndt", }')
  const errors = validateContent(dataDir)
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(/^data\/services\/ndt\.json: invalid JSON — /)
})

test("a missing required field names the file, the entry and the field", () => {
  editService("hydrotesting", (service) => delete service.en.summary)
  expect(validateContent(dataDir)).toEqual([
    'data/services/hydrotesting.json: service "hydrotesting", field "summary": is required but missing',
  ])
})

test("a missing field deep in site.json is named by its path", () => {
  const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8"))
  delete site.en.hero.stats[1].label
  writeJson(path.join(dataDir, "site.json"), site)
  expect(validateContent(dataDir)).toEqual([
    'data/site.json: site, field "hero.stats[1].label": is required but missing',
  ])
})

test("a mail's body without its {link} names the file, the field and, for a translation, its language", () => {
  const sitePath = path.join(dataDir, "site.json")
  const site = JSON.parse(fs.readFileSync(sitePath, "utf8"))
  const link = site.ar.workspaceMail.assignedBody
  site.ar.workspaceMail.assignedBody = "مرحبًا {name}،\n\nأسند {by} إليكم الطلب {reference}."
  writeJson(sitePath, site)
  expect(validateContent(dataDir)).toEqual([
    'data/site.json: site, field "ar.workspaceMail.assignedBody": must contain {link}',
  ])
  site.ar.workspaceMail.assignedBody = link
  site.en.workspaceMail.accountBody = "Hello {name},\n\nset your password with the link below."
  writeJson(sitePath, site)
  expect(validateContent(dataDir)).toEqual([
    'data/site.json: site, field "workspaceMail.accountBody": must contain {link}',
  ])
})

test("a duplicate slug names both files", () => {
  const copy = readService("ndt")
  setShared(copy, "order", 99)
  writeJson(servicePath("ndt-copy"), copy)
  const errors = validateContent(dataDir)
  expect(errors).toContain(
    'data/services/ndt.json: service "ndt", field "slug": duplicate slug "ndt", also used in data/services/ndt-copy.json',
  )
  expect(errors).toContain(
    'data/services/ndt-copy.json: service "ndt", field "slug": must match the file name ("ndt-copy")',
  )
})

test("an unknown icon name is refused with the allowed names", () => {
  editService("rope-access", (service) => setShared(service, "icon", "Rope"))
  const [error] = validateContent(dataDir)
  expect(error).toMatch(
    /^data\/services\/rope-access\.json: service "rope-access", field "icon": "Rope" is not a known icon; use one of: .*HardHat/,
  )
})

test("a service form value outside the form's list is refused", () => {
  editService("training", (service) => setShared(service, "formValue", "courses"))
  const [error] = validateContent(dataDir)
  expect(error).toMatch(
    /^data\/services\/training\.json: service "training", field "formValue": "courses" is not in the quote form's service list; use one of: third-party, /,
  )
})

test("a misspelt field is reported instead of silently ignored", () => {
  editService("ndt", (service) => {
    service.en.sumary = service.en.summary
    delete service.en.summary
  })
  const errors = validateContent(dataDir)
  expect(errors).toContain('data/services/ndt.json: service "ndt": unknown field(s) "sumary"')
  expect(errors).toContain('data/services/ndt.json: service "ndt", field "summary": is required but missing')
})

test("an image that is not in data/images is named", () => {
  editService("ndt", (service) => setShared(service, "image", "ndt-photo"))
  expect(validateContent(dataDir)).toEqual([
    'data/services/ndt.json: service "ndt", field "image": no file named "ndt-photo" (.svg, .jpg, .jpeg, .png, .webp, .avif) in data/images',
  ])
})

test("an industry a service names must exist", () => {
  const industries = JSON.parse(fs.readFileSync(path.join(dataDir, "industries.json"), "utf8"))
  const marine = industries.en.findIndex((industry: { slug: string }) => industry.slug === "marine")
  for (const locale of ["en", "ar"]) industries[locale].splice(marine, 1)
  writeJson(path.join(dataDir, "industries.json"), industries)
  const errors = validateContent(dataDir)
  expect(errors.length).toBeGreaterThan(0)
  expect(
    errors.every((error) => /field "industries\[\d\]": "marine" is not a slug in data\/industries\.json/.test(error)),
  ).toBe(true)
})

test("industries are checked entry by entry", () => {
  const industries = JSON.parse(fs.readFileSync(path.join(dataDir, "industries.json"), "utf8"))
  industries.en[2].sectors = []
  writeJson(path.join(dataDir, "industries.json"), industries)
  expect(validateContent(dataDir)).toEqual([
    'data/industries.json: industry "marine", field "sectors": must list at least one item',
  ])
})

describe("the Arabic edition", () => {
  test("a service without its Arabic translation names the file, the entry and the missing field", () => {
    editService("hydrotesting", (service) => delete (service as Partial<Editions>).ar)
    const errors = validateContent(dataDir)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^data\/services\/hydrotesting\.json: service "hydrotesting", field "ar": the Arabic translation is missing; add "ar": \{ title, imageAlt, summary, overview, scopeHeading, scope, methods, standards, deliverables, acceptance \}$/,
    )
  })

  test("a text missing from the translation is named by its path", () => {
    editService("ndt", (service) => {
      const ar = service.ar as { summary?: string; methods: { detail?: string }[] }
      delete ar.summary
      delete ar.methods[2].detail
    })
    expect(validateContent(dataDir)).toEqual([
      'data/services/ndt.json: service "ndt", field "ar.summary": the Arabic translation is missing',
      'data/services/ndt.json: service "ndt", field "ar.methods[2].detail": the Arabic translation is missing',
    ])
  })

  test("a translated list of objects must match the English item for item", () => {
    editService("ndt", (service) => (service.ar as { standards: unknown[] }).standards.pop())
    expect(validateContent(dataDir)).toEqual([
      'data/services/ndt.json: service "ndt", field "ar.standards": has 6 item(s); the English has 7, matched by position',
    ])
  })

  test("a shared field that differs from the English and unknown fields are reported", () => {
    editService("ndt", (service) => Object.assign(service.ar, { icon: "Radar", summry: "نص" }))
    expect(validateContent(dataDir)).toEqual([
      'data/services/ndt.json: service "ndt", field "ar.icon": is the same in every language: must be "ScanLine", as in the English',
      'data/services/ndt.json: service "ndt", field "ar.summry": is not a field of the English; remove it or correct its name',
    ])
  })

  test("an empty Arabic text in site.json and an untranslated industry are reported", () => {
    const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8"))
    site.ar.form.errors.required = " "
    writeJson(path.join(dataDir, "site.json"), site)
    const industries = JSON.parse(fs.readFileSync(path.join(dataDir, "industries.json"), "utf8"))
    delete industries.ar[1].sectors
    writeJson(path.join(dataDir, "industries.json"), industries)
    expect(validateContent(dataDir)).toEqual([
      `data/site.json: site, field "ar.form.errors.required": must be the Arabic text (the English is "${site.en.form.errors.required}")`,
      `data/industries.json: industry "${industries.en[1].slug}", field "ar.sectors": the Arabic translation is missing`,
    ])
  })

  test("a shared field left out of the translation takes the English value", () => {
    editService("ndt", (service) => delete service.ar.icon)
    expect(validateContent(dataDir)).toEqual([])
  })

  test("a file in the old shape, or with more translated industries than English ones, is refused", () => {
    const service = readService("ndt")
    writeJson(servicePath("ndt"), { ...service.en, ar: service.ar })
    const industries = JSON.parse(fs.readFileSync(path.join(dataDir, "industries.json"), "utf8"))
    industries.ar.push(industries.ar[0])
    writeJson(path.join(dataDir, "industries.json"), industries)
    expect(validateContent(dataDir)).toEqual([
      'data/industries.json: "ar" has 6 industries; "en" has 5, matched by position',
      'data/services/ndt.json: service: must hold one entry per language, { "en": { … }, "ar": { … } }',
    ])
  })
})
