import fs from "node:fs"
import { expect, test } from "@playwright/test"
import { startQuoteServer, type QuoteServer } from "../testing/quote-server"
import { parseCsv } from "../testing/parse-csv"
import { addAccount, STAFF } from "../testing/staff"
import { signInPage } from "../testing/staff-browser"

// A server of its own with the workspace and a real SMTP server in this process: releasing a spam request sends
// its two mails exactly once; Export CSV downloads what the filter shows.
let server: QuoteServer

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  server = await startQuoteServer({ staff: true })
  addAccount(STAFF, "staff", { DATA_DIR: server.dataDir })
})
test.afterAll(async () => server?.stop())

const quote = (email: string, extra: Record<string, string> = {}) =>
  fetch(`${server.base}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Yasser",
      lastName: "Galal",
      email,
      company: "Borg El Arab Castings",
      industry: "petrochemical",
      service: "ndt",
      message: "Radiographic testing of 40 valve body castings to ASTM E446, severity level 2.",
      locale: "en",
      consent: true,
      ...extra,
    }),
  }).then(async (response) => {
    expect(response.status).toBe(201)
    return (await response.json()) as { reference: string }
  })

test("a request wrongly flagged as spam is released: both mails reach the SMTP server exactly once", async ({
  page,
}) => {
  const email = "yasser.galal@borg-castings.test"
  // The honeypot filled in: stored as spam, no mail.
  const { reference } = await quote(email, { website: "https://example.test" })
  await signInPage(page, STAFF, server.base)
  await page.getByRole("link", { name: "Spam" }).click()
  // The Spam page says why it was caught, and so does the request's page.
  const caught = page.getByRole("row").filter({ hasText: reference })
  await expect(caught).toContainText("The hidden field for robots was filled in")
  await page.getByRole("link", { name: reference }).click()
  await expect(page.getByTestId("spam-reason")).toContainText("The hidden field for robots was filled in")
  await page.getByRole("button", { name: "Not spam" }).click()
  await expect(page.getByRole("button", { name: "Mark as spam" })).toBeVisible()
  await expect(page.getByTestId("history")).toContainText("released from spam")

  const forThis = () => server.mails.filter((mail) => mail.raw.includes(reference))
  await expect.poll(() => forThis().length, { timeout: 10_000 }).toBe(2)
  // A second release (another tab, a double click) sends nothing more.
  const again = await page.request.post(`${server.base}/api/staff/requests/${reference}/spam`, {
    headers: { origin: server.base },
    data: { spam: false },
  })
  expect(again.status()).toBeLessThan(500)
  // Whatever the second release queued is out once the mail worker has been through the outbox again.
  await server.deliverMail()
  const delivered = forThis()
  expect(delivered).toHaveLength(2)
  expect(delivered.map((mail) => mail.to).sort()).toEqual([[email], [server.companyTo]].sort())
})

test("Export CSV downloads the requests of the current filter", async ({ page }) => {
  const kept = await quote("dina.farouk@delta-valves.test", { firstName: "Dina", lastName: "Farouk" })
  await quote("sherif.aly@nile-steel.test", { firstName: "Sherif", lastName: "Aly" })
  await signInPage(page, STAFF, server.base)
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  await page.getByLabel("Search").fill("Farouk")
  await expect(page.getByRole("link", { name: kept.reference })).toBeVisible()
  await expect(page.getByRole("cell", { name: "Sherif Aly" })).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ])
  const [header, ...rows] = parseCsv(fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, ""))
  expect(header).toContain("reference")
  expect(rows.map((row) => row[header.indexOf("reference")])).toEqual([kept.reference])
  expect(rows[0][header.indexOf("email")]).toBe("dina.farouk@delta-valves.test")
})
