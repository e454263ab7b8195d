import { expect, test, type Page } from "@playwright/test"
import { loadContent } from "../server/content"
import { newestRequests } from "../server/storage/requests"
import { axeViolations, WCAG_TAGS } from "../testing/axe"
import { tickConsent, waitForHydration } from "../testing/pages"
import { startQuoteServer, type QuoteServer } from "../testing/quote-server"
import { REFERENCE_SLOT } from "../src/lib/result-slots"

// The complaint form on /complaints/ and /ar/complaints/: the browser, POST /api/complaint, the database and
// the SMTP server (the complaint to COMPLAINTS_TO, the acknowledgement to the complainant).
let server: QuoteServer
test.beforeAll(async () => {
  server = await startQuoteServer()
})
test.afterAll(async () => server?.stop())

const content = loadContent()
const REFERENCE = /C-\d{4}-\d{6}/
const EDITIONS = [
  { locale: "en", path: "/complaints/" },
  { locale: "ar", path: "/ar/complaints/" },
] as const

async function fillForm(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    name: "Mona El-Sayed",
    email: `mona.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@delta-petroleum.test`,
    company: "Delta Petroleum Services",
    jobReference: "LE-2026-00421",
    details: "The load test certificate for the 25 t overhead crane gives the wrong proof load and date.",
    ...overrides,
  }
  for (const field of ["name", "email", "company", "jobReference", "details"] as const) {
    await page.locator(`#${field}`).fill(values[field])
  }
  await page.locator("#kind").selectOption("appeal")
  await tickConsent(page)
  return values
}

async function mailsFor(email: string) {
  await expect.poll(() => server.mails.filter((mail) => mail.raw.includes(email)).length, { timeout: 10_000 }).toBe(2)
  return server.mails.filter((mail) => mail.raw.includes(email))
}

async function expectStoredAndMailed(reference: string, email: string) {
  const [row] = (await newestRequests(server.db)).filter((quote) => quote.reference === reference)
  expect(row).toMatchObject({ email, kind: "appeal", job_reference: "LE-2026-00421", spam: 0 })
  const mails = await mailsFor(email)
  expect(mails.find((mail) => mail.to.includes(server.complaintsTo))!.mail.text).toContain(reference)
  expect(mails.find((mail) => mail.to.includes(email))!.mail.text).toContain(reference)
}

for (const { locale, path } of EDITIONS) {
  const texts = content[locale]

  test(`${locale}: sent with JavaScript, the reference is shown, stored and mailed`, async ({ page }) => {
    await page.goto(`${server.base}${path}`)
    await waitForHydration(page)
    const values = await fillForm(page)
    await page.getByRole("button", { name: texts.complaints.form.submit }).click()
    const status = page.locator("form [role=status]")
    await expect(status).toContainText(REFERENCE)
    const reference = (await status.textContent())!.match(REFERENCE)![0]
    await expect(page.locator("#details")).toHaveValue("")
    await expectStoredAndMailed(reference, values.email)
  })

  test(`${locale}: sent without JavaScript, 303 to a page the server fills with the reference`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.base}${path}`)
    const values = await fillForm(page)
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith("/api/complaint")),
      page.getByRole("button", { name: texts.complaints.form.submit }).click(),
    ])
    expect(response.status()).toBe(303)
    await expect(page).toHaveURL(new RegExp(`${path}received/\\?reference=C-\\d{4}-\\d{6}$`))
    const reference = new URL(page.url()).searchParams.get("reference")!
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.complaints.received.heading)
    await expect(page.locator(`[${REFERENCE_SLOT}]`)).toHaveText(reference)
    await expectStoredAndMailed(reference, values.email)
    await context.close()
  })

  test(`${locale}: field errors in the page's language keep what was typed`, async ({ page }) => {
    await page.goto(`${server.base}${path}`)
    await waitForHydration(page)
    await page.locator("#name").fill("Mona El-Sayed")
    await page.locator("#email").fill("mona@")
    await page.locator("#details").fill("Too short")
    await page.getByRole("button", { name: texts.complaints.form.submit }).click()
    const { errors } = texts.site.form
    await expect(page.locator("#email-error")).toHaveText(errors.email)
    await expect(page.locator("#details-error")).toHaveText(errors.tooShort.replace("{min}", "20"))
    await expect(page.locator("#consent-error")).toHaveText(errors.consent)
    await expect(page.locator("#email")).toBeFocused()
    await expect(page.locator("#name")).toHaveValue("Mona El-Sayed")
    await expect(page.locator("#details")).toHaveValue("Too short")
  })

  for (const width of [375, 1440]) {
    test(`${locale}: the form passes axe at ${width} px, with its errors showing, and does not scroll sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${server.base}${path}`)
      await waitForHydration(page)
      await page.getByRole("button", { name: texts.complaints.form.submit }).click()
      await expect(page.locator("#consent-error")).toBeVisible()
      expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
}
