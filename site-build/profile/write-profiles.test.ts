/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { addDays } from "../../src/lib/cairo-time"
import { readProfileContent, expiryWarnings, profileData } from "./profile-data"
import { writeCompanyProfiles, type WrittenProfile } from "./write-profiles"
import { findsText, pdfFonts, pdfInfo, pdfText } from "../../testing/pdf"
import { DATA_DIR, ROOT } from "../../testing/paths"
import { tempDirs } from "../../testing/temp-dirs"

// The company profiles typeset from data/ by the build's own code, read back with poppler-utils as a buyer's
// PDF viewer would: A4, within 12 pages and 1.5 MB, fonts embedded and subset, text searchable in both languages.
jest.setTimeout(120_000)
const SITE_URL = "https://www.inspection-eg.com"
const A4 = /595\.\d+ x 841\.\d+ pts \(A4\)/
const read = readProfileContent(DATA_DIR)

const tempDir = tempDirs(afterAll)

let profiles: WrittenProfile[]
beforeAll(async () => {
  const outDir = tempDir("profiles-")
  profiles = await writeCompanyProfiles({
    dataDir: DATA_DIR,
    root: ROOT,
    outDir,
    siteUrl: SITE_URL,
    today: "2026-11-25",
  })
})

test.each(["en", "ar"] as const)("the %s profile: A4, at most 12 pages and 1.5 MB, its metadata set", (locale) => {
  const profile = profiles.find((written) => written.locale === locale)!
  expect(profile.path).toBe(`/company-profile-${locale}.pdf`)
  const info = pdfInfo(profile.file)
  expect(info["Page size"]).toMatch(A4)
  expect(Number(info.Pages)).toBeGreaterThanOrEqual(4)
  expect(Number(info.Pages)).toBeLessThanOrEqual(12)
  expect(fs.statSync(profile.file).size).toBeLessThanOrEqual(1_500_000)
  const { site, pack } = read(locale)
  expect(info.Title).toBe(`${site.brand} — ${pack.profile.title}`)
  expect(info.Author).toBe(site.brand)
  // The catalog's /Lang: screen readers and search read the document in its language.
  expect(fs.readFileSync(profile.file).toString("latin1")).toContain(`/Lang (${locale})`)
})

test.each(["en", "ar"] as const)("the %s profile embeds every font, subset", (locale) => {
  const fonts = pdfFonts(profiles.find((written) => written.locale === locale)!.file)
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) {
    expect(font).toEqual({ name: font.name, embedded: true, subset: true })
    expect(font.name).toMatch(/IBMPlexSansArabic/)
  }
})

test.each(["en", "ar"] as const)(
  "the %s profile's text holds every service, the certificate numbers and the codes",
  (locale) => {
    const text = pdfText(profiles.find((written) => written.locale === locale)!.file)
    const { services, quality, pack, projects, site } = read(locale)
    const missing = [
      ...services.map((service) => service.title),
      quality.certificate.number,
      quality.accreditation.number,
      ...pack.certificates.map((certificate) => certificate.number),
      quality.impartiality.heading,
      site.contact.email,
      "API 653",
      "ISO/IEC 17020",
      // A title set around a marked letter may come out of pdftotext in pieces: each of its words, then.
      ...projects.flatMap((project) => project.title.split(" ")),
    ].filter((phrase) => !findsText(text, phrase))
    expect(missing).toEqual([])
  },
)

test("the Arabic profile is Arabic in logical order: a search finds its words as typed", () => {
  const text = pdfText(profiles.find((written) => written.locale === "ar")!.file)
  expect(findsText(text, "الاختبارات غير الإتلافية")).toBe(true)
  expect(findsText(text, "بيان الحياد")).toBe(true)
  // The same letters in visual (reversed) order are not the word.
  expect(findsText(text, [..."الاختبارات"].reverse().join(""))).toBe(false)
})

test("an expired certificate is renewal in progress in the profile and the build's warnings; one expiring soon is highlighted", async () => {
  const dataDir = tempDir("profile-data-")
  fs.cpSync(DATA_DIR, dataDir, { recursive: true })
  const file = path.join(dataDir, "prequalification.json")
  const pack = JSON.parse(fs.readFileSync(file, "utf8"))
  // The build's day, as gatsby-node passes it: any day will do, so one that does not move.
  const today = "2026-11-27"
  const inDays = (days: number) => addDays(today, days)!
  // Dates are shared: each edition ({ "en": …, "ar": … }) holds them alike.
  for (const edition of [pack.en, pack.ar]) {
    edition.certificates[0].expires = inDays(-3)
    edition.certificates[1].expires = inDays(30)
    edition.insurance.forEach((policy: { expires: string }) => (policy.expires = inDays(400)))
  }
  fs.writeFileSync(file, JSON.stringify(pack))

  const warnings = expiryWarnings(readProfileContent(dataDir)("en"), today)
  expect(warnings).toEqual([
    expect.stringMatching(
      /prequalification\.json: "ISO 45001:2018 .*" \(OHS-EG-240418\) expired on .*Renewal in progress/,
    ),
    expect.stringMatching(/prequalification\.json: "ISO 14001:2015 .*" \(EMS-EG-240419\) expires on .* within 60 days/),
  ])

  const outDir = tempDir("profiles-")
  const written = await writeCompanyProfiles({ dataDir, root: ROOT, outDir, siteUrl: SITE_URL, today })
  const english = pdfText(written.find((profile) => profile.locale === "en")!.file)
  expect(findsText(english, "Renewal in progress")).toBe(true)
  expect(findsText(english, "Expires within 60 days")).toBe(true)
  // The expired one's date is not offered as its validity: its row says renewal, not the date.
  const row = english.slice(english.indexOf("OHS-EG-240418"), english.indexOf("EMS-EG-240419"))
  expect(row).not.toContain("Valid")
  const arabic = pdfText(written.find((profile) => profile.locale === "ar")!.file)
  expect(findsText(arabic, "قيد التجديد")).toBe(true)
  // pdftotext may set the digits of "60" apart from the words around them.
  expect(findsText(arabic, "تنتهي خلال")).toBe(true)
})

// A buyer reading the PDF sees which case studies and figures are samples (data/site.json's `samples` words), and
// nothing of the kind once an editor clears the flags.
test("every sample entry carries its mark in the PDF, and none is left once the flags are cleared", async () => {
  const marks = (written: WrittenProfile[]) =>
    (["en", "ar"] as const).map((locale) => {
      const text = pdfText(written.find((profile) => profile.locale === locale)!.file)
      const { samples } = read(locale).site
      const { labels } = read(locale).pack
      // Up to its colon: pdftotext sets a wrapped Arabic note's lines out of order.
      const lead = (note: string) => note.split(":")[0]
      return {
        locale,
        caseStudy: findsText(text, lead(samples.caseStudy)),
        figures: findsText(text, lead(samples.figures)),
        // The certificates', HSE figures', insurance's and registrations' own note.
        pack: findsText(text, lead(labels.sample)),
      }
    })
  expect(read("en").projects.every((project) => project.sample)).toBe(true)
  expect(marks(profiles)).toEqual([
    { locale: "en", caseStudy: true, figures: true, pack: true },
    { locale: "ar", caseStudy: true, figures: true, pack: true },
  ])

  const dataDir = tempDir("profile-cleared-")
  fs.cpSync(DATA_DIR, dataDir, { recursive: true })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const edit = (file: string, change: (edition: Record<string, any>) => void) => {
    const value = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
    for (const edition of [value.en, value.ar]) change(edition)
    fs.writeFileSync(path.join(dataDir, file), JSON.stringify(value))
  }
  for (const name of fs.readdirSync(path.join(dataDir, "projects")))
    edit(`projects/${name}`, (project) => (project.sample = false))
  edit("quality.json", (quality) => {
    for (const block of [quality.personnel, quality.accreditation, quality.certificate]) block.sample = false
  })
  edit("prequalification.json", (pack) => {
    for (const entry of [pack.identity, pack.hse, ...pack.certificates, ...pack.insurance, ...pack.registrations])
      entry.sample = false
  })
  const outDir = tempDir("profiles-")
  const cleared = await writeCompanyProfiles({ dataDir, root: ROOT, outDir, siteUrl: SITE_URL, today: "2026-11-25" })
  expect(marks(cleared)).toEqual([
    { locale: "en", caseStudy: false, figures: false, pack: false },
    { locale: "ar", caseStudy: false, figures: false, pack: false },
  ])
})

// Typst lays out U+2066…U+2069 as the browser does (seen on a rendered page: "9(3)(a)(i)" in order, "(i)(a)(3)9"
// without): the Arabic profile's texts reach it with their codes isolated, its English as written.
test("the Arabic profile's texts carry their codes, dates and clauses isolated; the English as written", () => {
  const dataDir = tempDir("profile-bidi-")
  fs.cpSync(DATA_DIR, dataDir, { recursive: true })
  const file = path.join(dataDir, "projects", "crude-tank-api-653.json")
  const project = JSON.parse(fs.readFileSync(file, "utf8"))
  project.ar.summary = "فحص اللحام في الخط 40-P-1204 وفق المادة 9(3)(a)(i) حتى 2027-03-31."
  fs.writeFileSync(file, JSON.stringify(project))
  const options = { today: "2026-11-25", siteUrl: SITE_URL, qrSvg: "<svg/>" }
  const summaryOf = (locale: "en" | "ar") => {
    const content = readProfileContent(dataDir)(locale)
    const index = content.projects.findIndex((entry) => entry.slug === project.en.slug)
    return profileData(content, { ...options, locale }).projects.items[index].summary
  }
  expect(summaryOf("ar")).toBe(
    "فحص اللحام في الخط \u206640-P-1204\u2069 وفق المادة \u20669(3)(a)(i)\u2069 حتى \u20662027-03-31\u2069.",
  )
  expect(summaryOf("en")).toBe(project.en.summary)
})
