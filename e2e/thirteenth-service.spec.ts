import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../server/app"
import { systemClock } from "../server/clock"
import { SAMPLE_SERVICE } from "../testing/sample-entries"
import { copyProject, gatsbyBuild } from "../testing/site-copy"

// An editor adds a service by adding one JSON file: no code change, and the whole site picks it up.
// The file as the CMS writes it: one complete entry per language (testing/sample-entries.ts).
const newService = SAMPLE_SERVICE
const english = newService.en

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
  // The built pages only: no route of this server reads the clock.
  server = await buildApp({ publicDir: path.join(dir, "public"), clock: systemClock })
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
