/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { validateContent } from "./validate-content"
import { DATA_DIR } from "../testing/paths"
import { dataCopyPerTest } from "../testing/data-copy"

// Each case edits a throwaway copy of the real data/ the way an editor might.
const { dir, edit } = dataCopyPerTest("trust-content-")
const PROJECT = "projects/crude-tank-api-653.json"
// A file holds one entry per language ({ "en": …, "ar": … }); a field both share is changed in each alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const inBoth = (value: Record<string, any>, change: (edition: Record<string, any>) => void) => {
  change(value.en)
  change(value.ar)
}

test("at least six case studies across all five industries ship, each in both languages", () => {
  const projects = fs
    .readdirSync(path.join(DATA_DIR, "projects"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, "projects", name), "utf8")))
  expect(projects.length).toBeGreaterThanOrEqual(6)
  expect(new Set(projects.map((project) => project.en.industry))).toEqual(
    new Set(["oil-gas", "power", "marine", "construction", "petrochemical"]),
  )
  for (const project of projects) expect(project.ar.title).toMatch(/[\u0600-\u06FF]/)
})

test("the sample certificate and accreditation numbers are marked as samples", () => {
  const quality = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "quality.json"), "utf8"))
  expect(quality.en.certificate.sample).toBe(true)
  expect(quality.en.accreditation.sample).toBe(true)
})

test("a project naming an unknown service names the file, the entry and the field", () => {
  edit(PROJECT, (project) => inBoth(project, (edition) => (edition.services[1] = "x-ray")))
  expect(validateContent(dir())).toEqual([
    'data/projects/crude-tank-api-653.json: project "crude-tank-api-653", field "services[1]": "x-ray" is not a service in data/services',
  ])
})

test("a project's missing figure label, unknown industry and wrong slug are each reported", () => {
  edit(PROJECT, (project) => {
    delete project.en.figures[2].label
    project.en.industry = "mining"
  })
  const errors = validateContent(dir())
  expect(errors).toContain(
    'data/projects/crude-tank-api-653.json: project "crude-tank-api-653", field "figures[2].label": is required but missing',
  )
  expect(errors.some((error) => /field "industry": "mining" is not an industry id/.test(error))).toBe(true)

  edit(PROJECT, (project) => {
    project.en.figures[2].label = "days on site"
    inBoth(project, (edition) => {
      edition.industry = "petrochemical"
      edition.slug = "tank"
    })
  })
  expect(validateContent(dir())).toEqual([
    'data/projects/crude-tank-api-653.json: project "tank", field "slug": must match the file name ("crude-tank-api-653")',
  ])
})

test("a project without its Arabic, or with a shared field that differs in it, stops the build", () => {
  // Eastern Arabic digits where the English has Western ones: numbers are shared, written alike in both.
  edit(PROJECT, (project) => (project.ar.figures[0].value = "٩٦ ٪"))
  expect(validateContent(dir())).toEqual([
    'data/projects/crude-tank-api-653.json: project "crude-tank-api-653", field "ar.figures[0].value": is the same in every language: must be "96 %", as in the English',
  ])
  edit(PROJECT, (project) => delete project.ar)
  expect(validateContent(dir())[0]).toMatch(
    /^data\/projects\/crude-tank-api-653\.json: project "crude-tank-api-653", field "ar": the Arabic translation is missing/,
  )
})

test("quality.json: a bad date, a head count that is not a number and a missing Arabic text are named", () => {
  edit("quality.json", (quality) => {
    quality.en.certificate.validUntil = "March 2027"
    quality.en.personnel.items[3].headCount = "twelve"
  })
  expect(validateContent(dir())).toEqual([
    'data/quality.json: quality, field "certificate.validUntil": must be a date like 2027-03-31',
    'data/quality.json: quality, field "personnel.items[3].headCount": Expected number, received string',
  ])
  edit("quality.json", (quality) => {
    quality.en.certificate.validUntil = "2027-03-14"
    quality.en.personnel.items[3].headCount = 12
    quality.ar.impartiality.paragraphs = []
  })
  expect(validateContent(dir())).toEqual([
    'data/quality.json: quality, field "ar.impartiality.paragraphs": must list at least one item',
  ])
})

test("a missing privacy notice or complaints file is named", () => {
  fs.rmSync(path.join(dir(), "privacy.json"))
  edit("complaints.json", (complaints) => delete complaints.en.steps[0].text)
  expect(validateContent(dir())).toEqual([
    "data/privacy.json: file is missing",
    'data/complaints.json: complaints, field "steps[0].text": is required but missing',
  ])
})

test("prequalification.json: every sample is marked; a bad expiry date, a shared number inside the Arabic and a missing Arabic text are named", () => {
  const pack = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "prequalification.json"), "utf8"))
  const english = pack.en
  for (const block of [
    english.identity,
    english.hse,
    ...english.certificates,
    ...english.insurance,
    ...english.registrations,
  ])
    expect(block.sample).toBe(true)
  edit("prequalification.json", (value) => {
    value.en.insurance[1].expires = "30/06/2027"
    value.ar.certificates[0].number = "OHS-EG-240481"
    delete value.ar.hse.items[2].period
  })
  expect(validateContent(dir())).toEqual([
    'data/prequalification.json: prequalification, field "insurance[1].expires": must be a date like 2027-03-31',
  ])
  edit("prequalification.json", (value) => (value.en.insurance[1].expires = "2027-06-30"))
  expect(validateContent(dir())).toEqual([
    'data/prequalification.json: prequalification, field "ar.certificates[0].number": is the same in every language: must be "OHS-EG-240418", as in the English',
    'data/prequalification.json: prequalification, field "ar.hse.items[2].period": the Arabic translation is missing',
  ])
})
