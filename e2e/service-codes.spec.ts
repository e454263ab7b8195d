import { expect, test } from "@playwright/test"
import { arabic, englishEdition } from "../testing/content"
import { localizePath } from "../src/lib/locales"
import { servicePath } from "../src/lib/routes"

// Every built service page, in both editions, shows its "Codes, acceptance and turnaround" block from data/:
// each method's acceptance criteria and qualification, the turnaround with the working days defined, and the
// methods' limits. The Arabic call to action does not double «خدمة خدمات».
const EDITIONS = [
  ["en", englishEdition],
  ["ar", arabic],
] as const
const pages = EDITIONS.flatMap(([locale, edition]) =>
  edition.services.map((service) => ({
    locale,
    path: localizePath(servicePath(service.slug), locale),
    service,
    labels: edition.site.servicePage.codes,
  })),
)

for (const { path, service, labels, locale } of pages) {
  test(`${path} shows its codes, acceptance and turnaround`, async ({ page }) => {
    const acceptance = service.acceptance!
    expect(acceptance, `${path} has no acceptance block in data/`).toBeDefined()
    await page.goto(path)
    const block = page.getByRole("region", { name: labels.heading })
    await expect(block).toBeVisible()
    for (const row of acceptance.methods) {
      const card = block
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: row.method }) })
      await expect(card).toContainText(row.criteria)
      await expect(card).toContainText(row.qualification)
    }
    await expect(block).toContainText(acceptance.turnaround)
    await expect(block).toContainText(labels.workingDays)
    for (const limit of acceptance.limits) await expect(block).toContainText(limit)
    if (acceptance.sampleReport) await expect(block).toContainText(acceptance.sampleReport)
    if (service.slug === "ndt") {
      // The block on a phone, for a reviewer to read (the NDT page has every part, a sample report too).
      await page.setViewportSize({ width: 375, height: 900 })
      await block.screenshot({ path: `var/screenshots/service-codes/ndt-${locale}-375.png` })
    }
    if (locale === "ar") expect(await page.locator("body").innerText()).not.toMatch(/خدمة\s+خدمات/)
  })
}
