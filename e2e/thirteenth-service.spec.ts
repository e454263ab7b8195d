import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../server/app"
import { copyProject, gatsbyBuild } from "../testing/site-copy"

// An editor adds a service by adding one JSON file: no code change, and the whole site picks it up.
// The file as the CMS writes it: one complete entry per language, the shared fields (order, slug, form value, icon,
// industries, the standards' codes) alike in both (src/lib/translation.ts).
const english = {
  order: 13,
  slug: "cathodic-protection",
  title: "Cathodic Protection Surveys",
  formValue: "asset-integrity",
  icon: "Magnet",
  summary:
    "Close-interval potential surveys, DCVG and rectifier checks that show whether buried pipelines and tank bottoms are protected.",
  overview: [
    "We measure pipe-to-soil potentials, locate coating defects and check transformer-rectifiers against the protection criteria of ISO 15589-1.",
  ],
  scopeHeading: "What We Inspect",
  scope: ["Buried pipelines", "Tank bottoms", "Transformer-rectifier units"],
  methods: [
    {
      name: "Close-interval potential survey",
      detail: "On/off potentials every metre along the route, with GPS positions.",
    },
  ],
  standards: [{ code: "ISO 15589-1", title: "Cathodic protection of pipeline systems — Part 1: On-land pipelines" }],
  deliverables: ["Survey report with potential profiles and a defect register"],
  industries: ["oil-gas", "petrochemical"],
}
const newService = {
  en: english,
  ar: {
    ...english,
    title: "مسوح الحماية الكاثودية",
    summary:
      "مسوح الجهد على فترات متقاربة، وقياسات DCVG، وفحص وحدات التقويم، لمعرفة ما إذا كانت خطوط الأنابيب المدفونة وقيعان الخزانات محمية.",
    overview: [
      "نقيس جهد الأنبوب بالنسبة إلى التربة، ونحدد عيوب الطلاء، ونفحص وحدات المحوّل والمقوّم وفق معايير الحماية في ISO 15589-1.",
    ],
    scopeHeading: "ما نفحصه",
    scope: ["خطوط الأنابيب المدفونة", "قيعان الخزانات", "وحدات المحوّل والمقوّم"],
    methods: [
      {
        name: "مسح الجهد على فترات متقاربة",
        detail: "قياسات الجهد في وضعي التشغيل والفصل كل متر على طول المسار، مع مواقع GPS.",
      },
    ],
    standards: [
      { code: "ISO 15589-1", title: "الحماية الكاثودية لأنظمة خطوط الأنابيب — الجزء 1: خطوط الأنابيب البرية" },
    ],
    deliverables: ["تقرير المسح مع منحنيات الجهد وسجل العيوب"],
  },
}

test.describe.configure({ mode: "serial" })
test.setTimeout(10 * 60_000)

let dir: string
let server: FastifyInstance
let base: string

test.beforeAll(async () => {
  dir = copyProject()
  fs.writeFileSync(path.join(dir, "data", "services", `${english.slug}.json`), JSON.stringify(newService, null, 2))
  const build = gatsbyBuild(dir)
  expect(build.status, build.output.slice(-3000)).toBe(0)
  server = await buildApp({ publicDir: path.join(dir, "public") })
  base = await server.listen({ port: 0, host: "127.0.0.1" })
})

test.afterAll(async () => {
  await server?.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test("the thirteenth service gets its home card, its /services entry and its own page, in both editions", async ({
  page,
}) => {
  await page.goto(`${base}/`)
  const card = page.locator("#services li").filter({ has: page.getByRole("heading", { name: english.title }) })
  await expect(card).toHaveCount(1)
  await expect(card.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", `/services/${english.slug}/`)
  await expect(page.locator("#services li h3")).toHaveCount(13)

  await page.goto(`${base}/services/`)
  await expect(page.getByRole("heading", { level: 2, name: english.title })).toBeVisible()

  const response = await page.goto(`${base}/services/${english.slug}/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1, name: english.title })).toBeVisible()
  await expect(page.getByText(english.standards[0].code, { exact: true })).toBeVisible()
  await expect(page.getByRole("link", { name: "Request a Quote" }).first()).toHaveAttribute(
    "href",
    "/contact/?service=asset-integrity#contact",
  )

  const arabic = await page.goto(`${base}/ar/services/${english.slug}/`)
  expect(arabic?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1, name: newService.ar.title })).toBeVisible()
  await page.goto(`${base}/ar/`)
  await expect(page.locator("#services li h3")).toHaveCount(13)
  await expect(page.locator("#services li h3").last()).toHaveText(newService.ar.title)
})

test("an editor's mistake in the new file stops the build and names the file, the entry and the field", async () => {
  const file = path.join(dir, "data", "services", `${english.slug}.json`)
  fs.writeFileSync(
    file,
    JSON.stringify({ en: { ...english, icon: "Pipeline" }, ar: { ...newService.ar, icon: "Pipeline" } }, null, 2),
  )
  const build = gatsbyBuild(dir)
  expect(build.status).not.toBe(0)
  expect(build.output).toContain(
    'data/services/cathodic-protection.json: service "cathodic-protection", field "icon": "Pipeline" is not a known icon',
  )

  // Added without its Arabic translation, or with a text of it missing.
  fs.writeFileSync(file, JSON.stringify({ en: english }, null, 2))
  const untranslated = gatsbyBuild(dir)
  expect(untranslated.status).not.toBe(0)
  expect(untranslated.output).toContain(
    'data/services/cathodic-protection.json: service "cathodic-protection", field "ar": the Arabic translation is missing',
  )
  fs.writeFileSync(file, JSON.stringify({ en: english, ar: { ...newService.ar, summary: undefined } }, null, 2))
  const partly = gatsbyBuild(dir)
  expect(partly.status).not.toBe(0)
  expect(partly.output).toContain(
    'data/services/cathodic-protection.json: service "cathodic-protection", field "ar.summary": the Arabic translation is missing',
  )

  fs.writeFileSync(file, JSON.stringify(newService, null, 2).replace(/}\s*$/, ",}"))
  const broken = gatsbyBuild(dir)
  expect(broken.status).not.toBe(0)
  expect(broken.output).toContain("data/services/cathodic-protection.json: invalid JSON")
})
