import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { parseDirectives } from "../http-rules/csp"
import { validateContent } from "../content/validate-content"
import { DATA_DIR, PUBLIC_DIR, ROOT } from "../testing/paths"
import { CASE_STUDY_FILE, changedFiles, HERO_AR, SERVICE_FILE } from "../testing/changed-copy"
import {
  choose,
  editorPane,
  fieldGroup,
  fillField,
  fillTexts,
  pick,
  readTestRepo,
  seedTestRepo,
  useTestBackend,
  watchOrigin,
} from "../testing/cms"
import { SAMPLE_CASE_STUDY, SAMPLE_SERVICE } from "../testing/sample-entries"

// /admin/ is Sveltia CMS, copied from its npm package by the build: its own policy, nothing fetched from beyond
// the site's origin (its fonts and icons included), and no trace of it in the public pages or for search engines.
// The editor's session runs the real interface on the test backend, whose "repository" is the browser's own
// storage: seeded with data/, read back after saving, checked and built like an editor's commit.

test.describe.configure({ mode: "serial" })

async function signIn(page: Page) {
  await page.goto("/admin/")
  await page
    .getByRole("button", { name: /test repository|sign in/i })
    .first()
    .click()
  await expect(page.getByRole("navigation", { name: "Contents" })).toBeVisible()
}

// data/ as the repository holds it: repository path → text.
function dataFiles(dir = DATA_DIR): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== "images") Object.assign(files, dataFiles(file))
    } else files[path.relative(ROOT, file).split(path.sep).join("/")] = fs.readFileSync(file, "utf8")
  }
  return files
}

test("/admin/ runs Sveltia CMS from the origin alone, icons drawn, no page error", async ({ page, baseURL }) => {
  const seen = watchOrigin(page, new URL(baseURL!).origin)
  await useTestBackend(page)
  const response = await page.goto("/admin/")
  expect(response?.status()).toBe(200)
  const policy = parseDirectives(response!.headers()["content-security-policy"])
  expect(policy["script-src"]).toEqual(["'self'"])
  expect(policy["font-src"] ?? policy["default-src"]).toEqual(["'self'"])
  // Beyond the origin, only the configured git host's API (the build's default: GitHub's).
  const beyond = Object.values(policy)
    .flat()
    .filter((source) => /^https?:/.test(source))
  expect(beyond).toEqual(["https://api.github.com"])
  expect(await response!.text()).toMatch(/<meta name="robots" content="noindex/)

  await signIn(page)
  await expect(page).toHaveTitle(/Content editor$/)
  // Every icon is a ligature of Material Symbols Outlined: loaded from /admin/fonts/, or the buttons show words.
  const icon = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].find((face) => face.family.includes("Material Symbols"))?.status
  })
  expect(icon).toBe("loaded")
  expect(seen.outside, "requests beyond the origin").toEqual([])
  expect(seen.errors, "page errors").toEqual([])
})

test("search engines are kept out of /admin/ and the public pages load none of it", async ({ page, request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/")
  const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((name) => /^sitemap.*\.xml$/.test(name))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const name of sitemaps) expect(fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8")).not.toContain("/admin")
  const requested: string[] = []
  page.on("request", (request) => requested.push(new URL(request.url()).pathname))
  for (const pagePath of ["/", "/ar/", "/services/ndt/"]) {
    await page.goto(pagePath)
    await page.waitForLoadState("networkidle")
  }
  expect(requested.filter((url) => url.startsWith("/admin"))).toEqual([])
})

test("the preview pane uses the site's stylesheet and shows Arabic right to left", async ({ page }) => {
  await useTestBackend(page)
  await page.goto("/robots.txt")
  await seedTestRepo(page, dataFiles())
  await signIn(page)
  await page.goto("/admin/#/collections/services/entries/ndt")
  await page.getByRole("radio", { name: "Arabic" }).first().click()
  const preview = page.frameLocator("iframe").first()
  const arabic = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "services", "ndt.json"), "utf8")).ar.title
  const title = preview.getByText(arabic, { exact: true }).first()
  await expect(title).toBeVisible()
  expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl")
  const stylesheet = preview.locator('link[rel="stylesheet"][href$="/admin/preview.css"]')
  await expect(stylesheet).toHaveCount(1)
  // The site's own rules (Tailwind's, compiled from src/styles/global.css).
  expect(await stylesheet.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0)).toBeGreaterThan(100)
})

const SERVICE = SERVICE_FILE
const PROJECT = CASE_STUDY_FILE

// The texts an editor types into each language's pane; the shared fields are set once, on the English side.
const SERVICE_TEXTS = ["summary", "overview", "scopeHeading", "scope", "methods", "standards", "deliverables"] as const
const CASE_STUDY_TEXTS = ["title", "client", "location", "summary", "scope", "codes", "methods", "figures", "outcome"] as const
const titlesOnly = (items: { title: string }[]) => items.map(({ title }) => ({ title }))
const labelsOnly = (items: { label: string }[]) => items.map(({ label }) => ({ label }))

test("an editor adds a 13th service and a case study in both languages and changes the Arabic hero heading", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const seen = watchOrigin(page, new URL(baseURL!).origin)
  await useTestBackend(page)
  await page.goto("/robots.txt")
  const seeded = dataFiles()
  await seedTestRepo(page, seeded)
  await signIn(page)

  // A new service, English on the left, Arabic on the right.
  const service = SAMPLE_SERVICE
  await page.goto("/admin/#/collections/services/new")
  const en = editorPane(page, "English")
  await fieldGroup(en, "Order").getByRole("spinbutton").fill(String(service.en.order))
  await fillField(en, "Slug", service.en.slug)
  await fillField(en, "Title", service.en.title)
  await choose(page, en, "Form value", service.en.formValue)
  await choose(page, en, "Icon", service.en.icon)
  await fillTexts(en, pick(service.en, SERVICE_TEXTS))
  for (const industry of service.en.industries)
    await fieldGroup(en, "Industries").getByRole("checkbox", { name: industry }).check()

  await page.getByRole("radio", { name: "Arabic" }).last().click()
  const ar = editorPane(page, "Arabic")
  await fillTexts(ar, { ...pick(service.ar, SERVICE_TEXTS), standards: titlesOnly(service.ar.standards) })

  // The Arabic title left out: the editor says so at the field, and nothing is saved.
  await page.getByRole("button", { name: "Save" }).click()
  const arabicTitle = fieldGroup(ar, "Title").first()
  await expect(arabicTitle.getByRole("alert")).toHaveText(/required/i)
  await expect(arabicTitle.getByRole("textbox")).toHaveAttribute("aria-invalid", "true")
  await expect(fieldGroup(en, "Title").first().getByRole("alert")).toHaveCount(0)
  expect(Object.keys(await readTestRepo(page))).not.toContain(SERVICE)
  await fillField(ar, "Title", service.ar.title)
  await page.getByRole("button", { name: "Save" }).click()
  await expect.poll(async () => Object.keys(await readTestRepo(page))).toContain(SERVICE)

  // A new case study of that service.
  const caseStudy = SAMPLE_CASE_STUDY
  await page.goto("/admin/#/collections/projects/new")
  await fillField(en, "Slug", caseStudy.en.slug)
  await fillField(en, "Completed", caseStudy.en.completed)
  await fieldGroup(en, "Industry").getByRole("radio", { name: caseStudy.en.industry }).check()
  await fieldGroup(en, "Services").getByRole("combobox").click()
  await page.getByRole("option", { name: service.en.title }).click()
  await fillTexts(en, pick(caseStudy.en, CASE_STUDY_TEXTS))
  await page.getByRole("radio", { name: "Arabic" }).last().click()
  const arabicTexts = pick(caseStudy.ar, CASE_STUDY_TEXTS)
  await fillTexts(ar, { ...arabicTexts, codes: titlesOnly(arabicTexts.codes), figures: labelsOnly(arabicTexts.figures) })
  await page.getByRole("button", { name: "Save" }).click()
  await expect.poll(async () => Object.keys(await readTestRepo(page))).toContain(PROJECT)

  // The home page's hero heading, in Arabic.
  await page.goto("/admin/#/collections/site/entries/site")
  await page.getByRole("radio", { name: "Arabic" }).last().click()
  const hero = fieldGroup(ar, "Hero").first()
  await hero.getByRole("button", { name: "Expand" }).first().click()
  await fillField(hero, "Heading", HERO_AR)
  await page.getByRole("button", { name: "Save" }).click()
  await expect.poll(async () => (await readTestRepo(page))["data/site.json"]).toContain(HERO_AR)

  const written = Object.fromEntries(
    Object.entries(await readTestRepo(page)).filter(([file, text]) => seeded[file] !== text),
  )
  // The files hold what the editor typed, both languages, nothing more: the heading changed and nothing else in
  // site.json. They are the changed copy's files, whose build e2e/changed-content.spec.ts checks.
  const changed = changedFiles()
  expect(Object.keys(written).sort()).toEqual(Object.keys(changed).sort())
  for (const file of Object.keys(changed)) expect(JSON.parse(written[file]), file).toEqual(JSON.parse(changed[file]))

  // What the CMS wrote passes the build's content check.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-data-"))
  fs.cpSync(DATA_DIR, dataDir, { recursive: true })
  for (const [file, text] of Object.entries(written))
    fs.writeFileSync(path.join(dataDir, path.relative("data", file)), text)
  expect(validateContent(dataDir)).toEqual([])
  fs.rmSync(dataDir, { recursive: true, force: true })
  expect(seen.outside, "requests beyond the origin").toEqual([])
  expect(seen.errors, "page errors").toEqual([])
})
