import { expect, test, type Browser, type Page } from "@playwright/test"
import { newestRequests } from "../server/storage/requests"
import { samplePdf, samplePng } from "../testing/attachment-files"
import { arabic, site } from "../testing/content"
import { tickConsent, waitForHydration } from "../testing/pages"
import { startQuoteServer, type QuoteServer } from "../testing/quote-server"
import { addAccount, STAFF } from "../testing/staff"
import { signInPage } from "../testing/staff-browser"
import { REFERENCE_SLOT } from "../src/lib/result-slots"

// Drawings and documents with a quote request, in both editions, with and without JavaScript: the files
// reach the database and staff download them byte-identical from the workspace.
let server: QuoteServer
test.beforeAll(async () => {
  server = await startQuoteServer({ staff: true })
  addAccount(STAFF, "staff", { DATA_DIR: server.dataDir })
})
test.afterAll(async () => server?.stop())

const REFERENCE = /Q-\d{4}-\d{6}/
const EDITIONS = [
  { locale: "en", path: "/contact/", texts: site },
  { locale: "ar", path: "/ar/contact/", texts: arabic.site },
] as const

async function fillForm(page: Page, email: string) {
  for (const [field, value] of [
    ["firstName", "Mona"],
    ["lastName", "El-Sayed"],
    ["email", email],
    ["message", "RT of 64 welds on isometrics L-104 to L-109, ASME B31.3 normal fluid service; drawings attached."],
    ["site", "Sidi Kerir terminal"],
  ]) {
    await page.locator(`#${field}`).fill(value)
  }
  await page.locator("input[name=siteKind][value=onshore]").check()
  await page.locator("#industry").selectOption("oil-gas")
  await page.locator("#service").selectOption("ndt")
  await tickConsent(page)
}

// The staff member opens the request in the workspace and downloads both files from its page.
async function staffDownloads(browser: Browser, reference: string) {
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await signInPage(page, STAFF, server.base)
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  await page.goto(`${server.base}/staff/requests/${reference}/`)
  const files = page.getByTestId("files")
  await expect(files.getByRole("link")).toHaveCount(2)
  const bytes: Record<string, Buffer> = {}
  for (const name of ["iso-L-104.pdf", "nameplate.png"]) {
    const [download] = await Promise.all([page.waitForEvent("download"), files.getByRole("link", { name }).click()])
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    bytes[download.suggestedFilename()] = Buffer.concat(chunks)
  }
  await context.close()
  return bytes
}

for (const edition of EDITIONS) {
  const pdf = samplePdf(`e2e-${edition.locale}`)
  const png = samplePng(`e2e-${edition.locale}`)
  const chosen = [
    { name: "iso-L-104.pdf", mimeType: "application/pdf", buffer: pdf },
    { name: "nameplate.png", mimeType: "image/png", buffer: png },
  ]

  test(`${edition.locale}: with JavaScript, two files are listed, upload with a progress bar and reach staff intact`, async ({
    page,
    browser,
  }) => {
    await page.goto(`${server.base}${edition.path}`)
    await waitForHydration(page)
    const email = `files.js.${edition.locale}.${Date.now()}@delta-petroleum.test`
    await fillForm(page, email)
    await page.locator("#attachments").setInputFiles(chosen)
    const list = page.locator("[data-attachments] li")
    await expect(list).toHaveCount(2)
    await expect(list.first()).toContainText("iso-L-104.pdf")
    // A file can be removed before sending, and chosen again.
    await list.nth(1).getByRole("button").click()
    await expect(list).toHaveCount(1)
    await page.locator("#attachments").setInputFiles([chosen[1]])
    await expect(list).toHaveCount(2)
    // The progress bar is there while the upload runs: watched from inside the page, as it may be brief.
    await page.evaluate(() => {
      const seen = window as unknown as { progressSeen: boolean[] }
      seen.progressSeen = []
      new MutationObserver(() => {
        if (document.querySelector("progress[data-upload-progress]")) seen.progressSeen.push(true)
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole("button", { name: edition.texts.form.submit }).click()
    const toast = page.getByTestId("toast").filter({ hasText: REFERENCE })
    await expect(toast).toBeVisible()
    const reference = (await toast.textContent())!.match(REFERENCE)![0]
    expect(
      await page.evaluate(() => (window as unknown as { progressSeen: boolean[] }).progressSeen.length),
    ).toBeGreaterThan(0)
    await expect(list).toHaveCount(0)

    const [row] = (await newestRequests(server.db)).filter((quote) => quote.reference === reference)
    expect(row).toMatchObject({ email, site_kind: "onshore", site: "Sidi Kerir terminal", locale: edition.locale })
    expect(Number(row.files)).toBe(2)
    const downloaded = await staffDownloads(browser, reference)
    expect(downloaded["iso-L-104.pdf"].equals(pdf)).toBe(true)
    expect(downloaded["nameplate.png"].equals(png)).toBe(true)
  })

  test(`${edition.locale}: without JavaScript, the form posts the files natively and lands on the confirmation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.base}${edition.path}`)
    const email = `files.nojs.${edition.locale}.${Date.now()}@delta-petroleum.test`
    await fillForm(page, email)
    await page.locator("#attachments").setInputFiles(chosen)
    await page.getByRole("button", { name: edition.texts.form.submit }).click()
    await expect(page).toHaveURL(/\/quote\/received\/\?reference=Q-\d{4}-\d{6}$/)
    const reference = new URL(page.url()).searchParams.get("reference")!
    await expect(page.locator(`[${REFERENCE_SLOT}]`)).toHaveText(reference)
    await context.close()

    const downloaded = await staffDownloads(browser, reference)
    expect(downloaded["iso-L-104.pdf"].equals(pdf)).toBe(true)
    expect(downloaded["nameplate.png"].equals(png)).toBe(true)
  })
}

test("a refused file is named with the reason in the visitor's language, and what was typed stays", async ({
  page,
}) => {
  await page.goto(`${server.base}/ar/contact/`)
  await waitForHydration(page)
  await fillForm(page, `refused.${Date.now()}@delta-petroleum.test`)
  await page
    .locator("#attachments")
    .setInputFiles([{ name: "tank-datasheet.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }])
  await expect(page.locator("#attachments-error")).toHaveText(
    `tank-datasheet.exe: ${arabic.site.form.attachments.errors.kind}`,
  )
  await page.getByRole("button", { name: arabic.site.form.submit }).click()
  await expect(page.locator("#attachments")).toBeFocused()
  await expect(page.locator("#firstName")).toHaveValue("Mona")
  await expect(page.locator("#site")).toHaveValue("Sidi Kerir terminal")
})
