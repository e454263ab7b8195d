import { expect, test, type Page } from "@playwright/test"
import { newestRequests } from "../server/storage/requests"
import { arabic, site } from "../testing/content"
import { tickConsent, waitForHydration } from "../testing/pages"
import { startQuoteServer, type QuoteServer } from "../testing/quote-server"
import { REFERENCE_SLOT } from "../src/lib/result-slots"

// The whole path of a quote request: the browser, the API, the database and the SMTP server.
let server: QuoteServer
test.beforeAll(async () => {
  server = await startQuoteServer()
})
test.afterAll(async () => server?.stop())

const REFERENCE = /Q-\d{4}-\d{6}/

async function fillForm(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    firstName: "Mona",
    lastName: "El-Sayed",
    email: `mona.${Date.now()}@delta-petroleum.test`,
    company: "Delta Petroleum Services",
    phone: "+20 3 420 1100",
    message: "MFL floor scan and shell UT of a 30,000 m³ crude tank at Sidi Kerir, API 653 out-of-service inspection.",
    ...overrides,
  }
  for (const field of ["firstName", "lastName", "email", "company", "phone", "message"] as const) {
    await page.locator(`#${field}`).fill(values[field])
  }
  await page.locator("#industry").selectOption("oil-gas")
  await page.locator("#service").selectOption("ndt")
  await tickConsent(page)
  return values
}

async function mailsFor(email: string) {
  await expect.poll(() => server.mails.filter((mail) => mail.raw.includes(email)).length, { timeout: 10_000 }).toBe(2)
  return server.mails.filter((mail) => mail.raw.includes(email))
}

test("sent with JavaScript: a toast with the reference, the row in the database, both mails delivered", async ({
  page,
}) => {
  await page.goto(`${server.base}/contact/`)
  await waitForHydration(page)
  const values = await fillForm(page)
  await page.getByRole("button", { name: site.form.submit }).click()

  const toast = page.getByTestId("toast").filter({ hasText: REFERENCE })
  await expect(toast).toBeVisible()
  const reference = (await toast.textContent())!.match(REFERENCE)![0]
  await expect(page.locator("form [role=status]")).toContainText(reference)
  await expect(page.locator("#firstName")).toHaveValue("")

  const [row] = (await newestRequests(server.db)).filter((quote) => quote.reference === reference)
  expect(row).toMatchObject({ email: values.email, service: "ndt", industry: "oil-gas", spam: 0, page: "/contact/" })

  const mails = await mailsFor(values.email)
  const notification = mails.find((mail) => mail.to.includes(server.companyTo))!
  expect(notification.raw).toContain(reference)
  expect(notification.raw).toMatch(new RegExp(`Reply-To: .*${values.email.replace(/\./g, "\\.")}`))
  const acknowledgement = mails.find((mail) => mail.to.includes(values.email))!
  expect(acknowledgement.raw).toContain(reference)
})

test("sent without JavaScript: the form posts and the confirmation page shows the reference", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${server.base}/contact/`)
  const values = await fillForm(page)
  await page.getByRole("button", { name: site.form.submit }).click()

  await expect(page).toHaveURL(/\/quote\/received\/\?reference=Q-\d{4}-\d{6}$/)
  const reference = new URL(page.url()).searchParams.get("reference")!
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.quoteReceived.heading)
  await expect(page.locator(`[${REFERENCE_SLOT}]`)).toHaveText(reference)

  const [row] = (await newestRequests(server.db)).filter((quote) => quote.reference === reference)
  expect(row).toMatchObject({ email: values.email, company: values.company })
  await mailsFor(values.email)
  await context.close()
})

test("without JavaScript, a request the server refuses lands on a page that says what went wrong", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${server.base}/contact/`)
  const before = (await newestRequests(server.db)).length
  await fillForm(page, { phone: "call me maybe 123" })
  const response = page.waitForResponse((answer) => answer.url().endsWith("/api/quote"))
  await page.getByRole("button", { name: site.form.submit }).click()
  expect((await response).status()).toBe(400)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.quoteNotSent.heading)
  await expect(
    page.getByRole("listitem").filter({ hasText: `${site.form.phone.label}: ${site.form.errors.phone}` }),
  ).toBeVisible()
  await expect(page.getByRole("link", { name: site.quoteNotSent.backLink })).toHaveAttribute(
    "href",
    "/contact/#contact",
  )
  expect((await newestRequests(server.db)).length).toBe(before)
  await context.close()
})

test("the needed-by day: typed as YYYY-MM-DD without JavaScript, a date field with it", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto(`${server.base}/contact/`)
  const neededBy = noScript.locator("#neededBy")
  await expect(neededBy).toHaveAttribute("type", "text")
  await expect(neededBy).toHaveAttribute("placeholder", site.form.neededBy.placeholder)
  const values = await fillForm(noScript)
  // A day next year: the server refuses one before today in Cairo.
  const day = `${new Date().getUTCFullYear() + 1}-03-31`
  await neededBy.fill(day)
  await noScript.getByRole("button", { name: site.form.submit }).click()
  await expect(noScript).toHaveURL(/\/quote\/received\//)
  const [row] = (await newestRequests(server.db)).filter((quote) => quote.email === values.email)
  expect(row.needed_by).toBe(day)
  await mailsFor(values.email)
  await context.close()

  // The built page holds no date field (building one costs the first layout of the form), the script makes it one.
  await page.goto(`${server.base}/contact/`)
  await waitForHydration(page)
  await expect(page.locator("#neededBy")).toHaveAttribute("type", "date")
})

test("invalid input shows inline errors, keeps the input and sends nothing", async ({ page }) => {
  await page.goto(`${server.base}/contact/`)
  await waitForHydration(page)
  const before = (await newestRequests(server.db)).length
  await fillForm(page, { email: "mona@", message: "Too short." })
  await page.getByRole("button", { name: site.form.submit }).click()
  await expect(page.locator("#email")).toHaveAttribute("aria-invalid", "true")
  await expect(page.locator("#email")).toBeFocused()
  await expect(page.locator("#message")).toHaveValue("Too short.")
  await expect(page.locator("#message-error")).toHaveText(site.form.errors.tooShort.replace("{min}", "20"))
  expect((await newestRequests(server.db)).length).toBe(before)
})

test("a request retried after a lost answer is stored once", async ({ page }) => {
  let attempts = 0
  const keys: string[] = []
  // The first attempt reaches the server and is stored, but its answer is lost on the way back.
  await page.route("**/api/quote", async (route) => {
    attempts++
    keys.push(route.request().headers()["idempotency-key"])
    const response = await route.fetch()
    if (attempts === 1) return route.fulfill({ status: 503, body: "" })
    return route.fulfill({ response })
  })
  await page.goto(`${server.base}/contact/`)
  await waitForHydration(page)
  const values = await fillForm(page)
  await page.getByRole("button", { name: site.form.submit }).click()
  await expect(page.getByTestId("toast").filter({ hasText: REFERENCE })).toBeVisible({ timeout: 10_000 })
  expect(attempts).toBe(2)
  expect(new Set(keys).size).toBe(1)
  const rows = (await newestRequests(server.db)).filter((quote) => quote.email === values.email)
  expect(rows).toHaveLength(1)
})

test("a draft survives a reload until the request is sent", async ({ page }) => {
  await page.goto(`${server.base}/contact/`)
  await waitForHydration(page)
  await page.locator("#firstName").fill("Laila")
  await page.locator("#message").fill("Hydrotest of 14 spools to ASME B31.3, test packs ready next week.")
  await page.reload()
  await waitForHydration(page)
  await expect(page.locator("#firstName")).toHaveValue("Laila")
  await expect(page.locator("#message")).toHaveValue(
    "Hydrotest of 14 spools to ASME B31.3, test packs ready next week.",
  )
})

test("from the Arabic edition: stored as Arabic, acknowledged in Arabic, and without JavaScript confirmed in Arabic", async ({
  page,
  browser,
}) => {
  const values = await (async () => {
    await page.goto(`${server.base}/ar/contact/`)
    await waitForHydration(page)
    return fillForm(page, { firstName: "منى", lastName: "السيد", email: `mona.ar.${Date.now()}@delta-petroleum.test` })
  })()
  await page.getByRole("button", { name: arabic.site.form.submit }).click()
  const toast = page.getByTestId("toast").filter({ hasText: REFERENCE })
  await expect(toast).toBeVisible()
  const reference = (await toast.textContent())!.match(REFERENCE)![0]
  const [row] = (await newestRequests(server.db)).filter((quote) => quote.reference === reference)
  expect(row).toMatchObject({ locale: "ar", first_name: "منى", page: "/ar/contact/" })
  const mails = await mailsFor(values.email)
  const acknowledgement = mails.find((mail) => mail.to.includes(values.email))!
  const subject = arabic.site.mail.acknowledgementSubject.replace("{reference}", reference)
  // The subject as a mail client shows it, decoded by mailparser from its RFC 2047 encoded words.
  expect(acknowledgement.subject).toBe(subject)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto(`${server.base}/ar/contact/`)
  await fillForm(noScript, { firstName: "يوسف", email: `youssef.${Date.now()}@delta-petroleum.test` })
  await noScript.getByRole("button", { name: arabic.site.form.submit }).click()
  await expect(noScript).toHaveURL(/\/ar\/quote\/received\/\?reference=Q-\d{4}-\d{6}$/)
  await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(arabic.site.quoteReceived.heading)
  await context.close()
})
