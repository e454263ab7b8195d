import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { parseDirectives } from "../http-rules/csp"
import { validateContent } from "../content/validate-content"
import { DATA_DIR, PUBLIC_DIR, ROOT } from "../testing/paths"
import { buildAndServeCopy, type ServedCopy } from "../testing/site-copy"
import {
  choose,
  editorPane,
  fieldGroup,
  fillField,
  fillList,
  fillObjectList,
  readTestRepo,
  seedTestRepo,
  useTestBackend,
  watchOrigin,
  fillServiceTexts,
} from "../testing/cms"

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

const SERVICE = "data/services/cathodic-protection.json"
const PROJECT = "data/projects/tank-farm-cathodic-protection.json"
const HERO_AR = "فحص مستقل بمعايير دولية، من الإسكندرية إلى كل مواقعكم"
let written: Record<string, string> = {}

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
  await page.goto("/admin/#/collections/services/new")
  const en = editorPane(page, "English")
  await fieldGroup(en, "Order").getByRole("spinbutton").fill("13")
  await fillField(en, "Slug", "cathodic-protection")
  await fillField(en, "Title", "Cathodic Protection Surveys")
  await choose(page, en, "Form value", "asset-integrity")
  await choose(page, en, "Icon", "Magnet")
  await fillServiceTexts(en, {
    summary:
      "Close-interval potential surveys, DCVG and rectifier checks that show whether buried pipelines and tank bottoms are protected.",
    overview: [
      "We measure pipe-to-soil potentials, locate coating defects and check transformer-rectifiers against the protection criteria of ISO 15589-1.",
    ],
    scopeHeading: "What We Inspect",
    scope: ["Buried pipelines", "Tank bottoms", "Transformer-rectifier units"],
    methods: [
      {
        Name: "Close-interval potential survey",
        Detail: "On/off potentials every metre along the route, with GPS positions.",
      },
    ],
    standards: [{ Code: "ISO 15589-1", Title: "Cathodic protection of pipeline systems — Part 1: On-land pipelines" }],
    deliverables: ["Survey report with potential profiles and a defect register"],
  })
  for (const industry of ["oil-gas", "petrochemical"])
    await fieldGroup(en, "Industries").getByRole("checkbox", { name: industry }).check()

  await page.getByRole("radio", { name: "Arabic" }).last().click()
  const ar = editorPane(page, "Arabic")
  await fillServiceTexts(ar, {
    summary:
      "مسوح الجهد على فترات متقاربة، وقياسات DCVG، وفحص وحدات التقويم، لمعرفة ما إذا كانت خطوط الأنابيب المدفونة وقيعان الخزانات محمية.",
    overview: [
      "نقيس جهد الأنبوب بالنسبة إلى التربة، ونحدد عيوب الطلاء، ونفحص وحدات المحوّل والمقوّم وفق معايير الحماية في ISO 15589-1.",
    ],
    scopeHeading: "ما نفحصه",
    scope: ["خطوط الأنابيب المدفونة", "قيعان الخزانات", "وحدات المحوّل والمقوّم"],
    methods: [
      {
        Name: "مسح الجهد على فترات متقاربة",
        Detail: "قياسات الجهد في وضعي التشغيل والفصل كل متر على طول المسار، مع مواقع GPS.",
      },
    ],
    // The standard's code is shared: set once, on the English side.
    standards: [{ Title: "الحماية الكاثودية لأنظمة خطوط الأنابيب — الجزء 1: خطوط الأنابيب البرية" }],
    deliverables: ["تقرير المسح مع منحنيات الجهد وسجل العيوب"],
  })

  // The Arabic title left out: the editor says so at the field, and nothing is saved.
  await page.getByRole("button", { name: "Save" }).click()
  const arabicTitle = fieldGroup(ar, "Title").first()
  await expect(arabicTitle.getByRole("alert")).toHaveText(/required/i)
  await expect(arabicTitle.getByRole("textbox")).toHaveAttribute("aria-invalid", "true")
  await expect(fieldGroup(en, "Title").first().getByRole("alert")).toHaveCount(0)
  expect(Object.keys(await readTestRepo(page))).not.toContain(SERVICE)
  await fillField(ar, "Title", "مسوح الحماية الكاثودية")
  await page.getByRole("button", { name: "Save" }).click()
  await expect.poll(async () => Object.keys(await readTestRepo(page))).toContain(SERVICE)

  // A new case study of that service.
  await page.goto("/admin/#/collections/projects/new")
  await fillField(en, "Slug", "tank-farm-cathodic-protection")
  await fillField(en, "Completed", "2025-10")
  await fieldGroup(en, "Industry").getByRole("radio", { name: "oil-gas" }).check()
  await fieldGroup(en, "Services").getByRole("combobox").click()
  await page.getByRole("option", { name: "Cathodic Protection Surveys" }).click()
  await fillField(en, "Title", "Tank Farm Cathodic Protection Survey")
  await fillField(en, "Client", "Crude oil terminal operator")
  await fillField(en, "Location", "Alexandria, Egypt")
  await fillField(
    en,
    "Summary",
    "A close-interval survey of 14 km of buried lines and 9 tank bottoms before a recertification audit.",
  )
  await fillList(en, "Scope", ["14 km of buried product lines", "9 tank bottoms"])
  await fillObjectList(en, "Codes", [{ Code: "ISO 15589-1", Title: "Cathodic protection of pipeline systems" }])
  await fillList(en, "Methods", ["Close-interval potential survey", "DCVG coating survey"])
  await fillObjectList(en, "Figures", [{ Value: "14 km", Label: "of buried lines surveyed" }])
  await fillField(en, "Outcome", "Three coating defects were found and repaired; every line met the -850 mV criterion.")
  await page.getByRole("radio", { name: "Arabic" }).last().click()
  await fillField(ar, "Title", "مسح الحماية الكاثودية لمستودع خزانات")
  await fillField(ar, "Client", "مشغل محطة نفط خام")
  await fillField(ar, "Location", "الإسكندرية، مصر")
  await fillField(
    ar,
    "Summary",
    "مسح على فترات متقاربة لـ 14 كم من الخطوط المدفونة و9 قيعان خزانات قبل تدقيق إعادة الاعتماد.",
  )
  await fillList(ar, "Scope", ["14 كم من خطوط المنتجات المدفونة", "9 قيعان خزانات"])
  await fillObjectList(ar, "Codes", [{ Title: "الحماية الكاثودية لأنظمة خطوط الأنابيب" }])
  await fillList(ar, "Methods", ["مسح الجهد على فترات متقاربة", "مسح الطلاء بطريقة DCVG"])
  await fillObjectList(ar, "Figures", [{ Label: "من الخطوط المدفونة الممسوحة" }])
  await fillField(ar, "Outcome", "وُجدت ثلاثة عيوب في الطلاء وأُصلحت، واستوفت كل الخطوط معيار ‎-850 مللي فولت.")
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

  written = Object.fromEntries(Object.entries(await readTestRepo(page)).filter(([file, text]) => seeded[file] !== text))
  expect(Object.keys(written).sort()).toEqual(["data/site.json", PROJECT, SERVICE].sort())
  // The heading changed, and nothing else in site.json.
  const before = JSON.parse(seeded["data/site.json"])
  const after = JSON.parse(written["data/site.json"])
  expect(after.en).toEqual(before.en)
  expect(after.ar).toEqual({ ...before.ar, hero: { ...before.ar.hero, heading: HERO_AR } })

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

test.describe("the site built with the CMS's files", () => {
  let copy: ServedCopy
  let base: string

  test.beforeAll(async () => {
    test.setTimeout(10 * 60_000)
    expect(Object.keys(written), "the editor's session saved its files").toHaveLength(3)
    copy = await buildAndServeCopy(written)
    base = copy.base
  })

  test.afterAll(async () => copy?.close())

  test("shows the new service, its card and the case study in both editions, and the Arabic heading", async ({
    page,
  }) => {
    for (const [prefix, service, project] of [
      ["", "Cathodic Protection Surveys", "Tank Farm Cathodic Protection Survey"],
      ["/ar", "مسوح الحماية الكاثودية", "مسح الحماية الكاثودية لمستودع خزانات"],
    ]) {
      await page.goto(`${base}${prefix}/`)
      await expect(page.locator("#services li h3")).toHaveCount(13)
      await expect(page.locator("#services li h3").last()).toHaveText(service)
      expect((await page.goto(`${base}${prefix}/services/cathodic-protection/`))?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1, name: service })).toBeVisible()
      // The case study shows under the service's recent work and on its own page.
      await expect(page.getByRole("link", { name: project })).toBeVisible()
      expect((await page.goto(`${base}${prefix}/projects/tank-farm-cathodic-protection/`))?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1, name: project })).toBeVisible()
    }
    await page.goto(`${base}/ar/`)
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(HERO_AR)
  })
})
