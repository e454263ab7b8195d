import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { REVALIDATE } from "../http-rules/cache-policy"
import { newestRequests } from "../server/storage/requests"
import { arabic, site } from "../testing/content"
import { DATA_DIR, PUBLIC_DIR } from "../testing/paths"
import { tickConsent, waitForHydration } from "../testing/pages"
import { startQuoteServer, type QuoteServer } from "../testing/quote-server"
import { localizeEntry } from "../src/lib/translation"
import { cairoToday, daysBetween } from "../src/lib/cairo-time"
import { formatDate } from "../src/lib/format"

// /prequalification/ and the company profiles, on the build: what a procurement team opens, downloads
// and asks for. Axe, SEO, sitemap, HTML validity and the first-window budget come from testing/pages.ts's lists.
const raw = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "prequalification.json"), "utf8"))
// Its numbers are shared: the English edition's ({ "en": …, "ar": … }).
const quality = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "quality.json"), "utf8")).en
const EDITIONS = [
  { locale: "en", other: "ar", prefix: "", texts: site },
  { locale: "ar", other: "en", prefix: "/ar", texts: arabic.site },
] as const
const megabytes = (file: string) => (fs.statSync(path.join(PUBLIC_DIR, file)).size / 1_000_000).toFixed(1)

for (const { locale, other, prefix, texts } of EDITIONS) {
  const pack = localizeEntry(raw, locale)

  test(`${locale}: the page answers in the questionnaire's order, says its date and marks the samples`, async ({
    page,
  }) => {
    // The page says the Cairo day it was built, in the edition's way of writing dates. The day is the page file's,
    // not the test's: a build before midnight in Cairo and a test after it are a day apart. The browser's clock is
    // set to that day too (noon in Cairo), so the statuses the build wrote and those the page's script writes are
    // of one day, whatever the hour the test runs at.
    const builtOn = cairoToday(fs.statSync(path.join(PUBLIC_DIR, "prequalification", "index.html")).mtime)
    await page.clock.setFixedTime(new Date(`${builtOn}T10:00:00Z`))
    await page.goto(`${prefix}/prequalification/`)
    await waitForHydration(page)
    const headings = await page.locator("main h2").allTextContents()
    const order = Object.values(pack.sections as Record<string, string>)
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order)
    for (const number of [
      quality.certificate.number,
      quality.accreditation.number,
      ...pack.certificates.map((item: { number: string }) => item.number),
    ])
      await expect(page.getByRole("cell", { name: number, exact: true })).toBeVisible()
    await expect(page.getByText(pack.identity.commercialRegister)).toBeVisible()
    await expect(page.getByText(pack.labels.sample).first()).toBeVisible()
    await expect(page.getByText(formatDate(builtOn, locale), { exact: false }).first()).toBeVisible()
    const references = page.locator("#references").locator("..").getByRole("row")
    await expect(references).toHaveCount(1 + fs.readdirSync(path.join(DATA_DIR, "projects")).length)
    // Nothing expired is offered as current: every date on the page is valid, highlighted or renewal, as of that day.
    for (const status of await page
      .locator("[data-expires]")
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute("data-expires"), node.getAttribute("data-status")]),
      )) {
      const [expires, shown] = status as [string, string]
      const left = daysBetween(builtOn, expires)
      expect(shown).toBe(left < 0 ? "renewal" : left <= 60 ? "expiring" : "valid")
    }
  })

  test(`${locale}: a date that passed since the build is marked renewal in progress by the page's script`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-06-01T09:00:00Z"))
    await page.goto(`${prefix}/prequalification/`)
    await waitForHydration(page)
    const dates = page.locator("[data-expires]")
    await expect(dates.first()).toHaveAttribute("data-status", "renewal")
    const count = await dates.count()
    expect(count).toBeGreaterThanOrEqual(4)
    await expect(page.locator('[data-expires][data-status="renewal"]')).toHaveCount(count)
    await expect(page.getByText(pack.labels.renewal, { exact: true })).toHaveCount(count)
    await expect(page.getByText(pack.labels.valid, { exact: true })).toHaveCount(0)
  })

  test(`${locale}: every page's footer links this edition's profile with its size, and the other language's`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/services/`)
    const footer = page.getByRole("navigation", { name: texts.footer.companyHeading })
    await expect(footer.getByRole("link", { name: texts.footer.links.prequalification })).toHaveAttribute(
      "href",
      `${prefix}/prequalification/`,
    )
    const own = `company-profile-${locale}.pdf`
    const profile = footer.getByRole("link", {
      name: texts.footer.links.profile.replace("{size}", megabytes(own)),
      exact: true,
    })
    await expect(profile).toHaveAttribute("href", `/${own}`)
    const otherLink = footer.locator(`a[href="/company-profile-${other}.pdf"]`)
    await expect(otherLink).toHaveAttribute("hreflang", other)

    for (const file of [own, `company-profile-${other}.pdf`]) {
      const response = await request.get(`/${file}`)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("application/pdf")
      expect(response.headers()["content-disposition"]).toBe(`inline; filename="${file}"`)
      expect(response.headers()["cache-control"]).toBe(REVALIDATE)
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-")
    }
  })
}

test.describe("the full pack, requested through the quote pipeline", () => {
  let server: QuoteServer
  test.beforeAll(async () => {
    server = await startQuoteServer()
  })
  test.afterAll(async () => server?.stop())

  test("the request action opens the form with vendor registration chosen; staff get it like any quote", async ({
    page,
  }) => {
    await page.goto(`${server.base}/prequalification/`)
    await waitForHydration(page)
    await page.getByRole("link", { name: raw.en.request.action }).click()
    await expect(page).toHaveURL(/\/contact\/\?service=vendor-registration#contact$/)
    await waitForHydration(page)
    await expect(page.locator("#service")).toHaveValue("vendor-registration")
    const email = `procurement.${Date.now()}@red-sea-refining.test`
    for (const [field, value] of Object.entries({
      firstName: "Hany",
      lastName: "Aziz",
      email,
      company: "Red Sea Refining Co.",
      phone: "+20 62 336 1200",
      message:
        "Please send the signed prequalification pack and fill in our vendor questionnaire (category: TPI and NDT).",
    }))
      await page.locator(`#${field}`).fill(value)
    await page.locator("#industry").selectOption("petrochemical")
    await tickConsent(page)
    await page.getByRole("button", { name: site.form.submit }).click()
    await expect(page.getByTestId("toast").filter({ hasText: /Q-\d{4}-\d{6}/ })).toBeVisible()
    const [row] = (await newestRequests(server.db)).filter((quote) => quote.email === email)
    expect(row).toMatchObject({ service: "vendor-registration", page: "/contact/" })
    await expect
      .poll(
        () =>
          server.mails.find((mail) => mail.to.includes(server.companyTo) && mail.raw.includes(email))?.mail.text ?? "",
      )
      .toContain(site.form.serviceVendorRegistration)
  })
})
