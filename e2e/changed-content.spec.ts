import { expect, test } from "@playwright/test"
import { HERO_AR, serveChangedCopy, type ServedCopy } from "../testing/changed-copy"
import { SAMPLE_CASE_STUDY, SAMPLE_SERVICE } from "../testing/sample-entries"
import { ROOM_TEXT } from "../testing/editor-room"
import { measureFirstScreen } from "../testing/first-screen"
import { budgetProblem } from "../testing/measured-pages"
import { HOME_PATH } from "../src/lib/routes"
import { localizePath } from "../src/lib/locales"

// An editor's change needs no code: one JSON file adds a service, another a case study of it, and the whole site
// picks them up in both editions — the files as /admin/ saves them (e2e/admin.spec.ts), built once per run
// (testing/changed-copy.ts). An editor's mistake in such a file stops the build: content/build-stops.test.ts.
let copy: ServedCopy

test.beforeAll(async () => {
  copy = await serveChangedCopy()
})

test.afterAll(async () => copy?.close())

const EDITIONS = [
  { prefix: "", texts: SAMPLE_SERVICE.en, project: SAMPLE_CASE_STUDY.en.title, english: true },
  { prefix: "/ar", texts: SAMPLE_SERVICE.ar, project: SAMPLE_CASE_STUDY.ar.title, english: false },
]

for (const { prefix, texts, project, english } of EDITIONS) {
  test(`the thirteenth service gets its home card, its list entry, its page and its case study at ${prefix || "/"}`, async ({
    page,
  }) => {
    const slug = SAMPLE_SERVICE.en.slug
    const base = copy.base
    await page.goto(`${base}${prefix}/`)
    await expect(page.locator("#services li h3")).toHaveCount(13)
    await expect(page.locator("#services li h3").last()).toHaveText(texts.title)
    const card = page.locator("#services li").filter({ has: page.getByRole("heading", { name: texts.title }) })
    await expect(card.getByRole("link").first()).toHaveAttribute("href", `${prefix}/services/${slug}/`)
    if (english) await expect(card.getByRole("link", { name: "Learn More" })).toHaveCount(1)

    await page.goto(`${base}${prefix}/services/`)
    await expect(page.getByRole("heading", { level: 2, name: texts.title })).toBeVisible()

    expect((await page.goto(`${base}${prefix}/services/${slug}/`))?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible()
    await expect(page.getByText(SAMPLE_SERVICE.en.standards[0].code, { exact: true }).first()).toBeVisible()
    const quote = `${prefix}/contact/?service=${SAMPLE_SERVICE.en.formValue}#contact`
    await expect(page.locator(`a[href="${quote}"]`).first()).toBeVisible()
    if (english)
      await expect(page.getByRole("link", { name: "Request a Quote" }).first()).toHaveAttribute("href", quote)
    // The case study shows under the service's recent work and on its own page.
    await expect(page.getByRole("link", { name: project })).toBeVisible()
    expect((await page.goto(`${base}${prefix}/projects/${SAMPLE_CASE_STUDY.en.slug}/`))?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: project })).toBeVisible()
  })
}

test("the Arabic hero heading saved in /admin/ heads /ar/", async ({ page }) => {
  await page.goto(`${copy.base}/ar/`)
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(HERO_AR)
})

// Editors have room: 4 KB more in the home page's About and Why Choose texts, below the fold, costs the first
// screen nothing, in both editions and at both widths (the budget: e2e/budgets.spec.ts).
for (const locale of ["en", "ar"] as const) {
  test(`4 KB more About and Why Choose text on ${localizePath(HOME_PATH, locale)} keeps its first screen within budget`, async ({
    browser,
    baseURL,
  }) => {
    const route = localizePath(HOME_PATH, locale)
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ]) {
      const page = await browser.newPage({ viewport })
      const unchanged = await measureFirstScreen(page, new URL(route, baseURL).toString())
      const longer = await measureFirstScreen(page, `${copy.base}${route}`)
      await expect(page.getByText(ROOM_TEXT[locale].why.slice(-60))).toBeVisible()
      console.log(
        `${route} at ${viewport.width} px: whole ${unchanged.whole} → ${longer.whole} bytes, first screen ${unchanged.firstScreen} → ${longer.firstScreen}`,
      )
      expect(longer.whole - unchanged.whole, "what the 4 KB add on the wire").toBeGreaterThan(1_000)
      expect(budgetProblem(`${route} at ${viewport.width} px`, longer)).toBeUndefined()
      await page.close()
    }
  })
}
