import { expect, test, type Page } from "@playwright/test"
import { addDays, cairoToday } from "../src/lib/cairo-time"
import { staffCli } from "../testing/staff"
import { sendQuoteRequest, signInPage as signIn } from "../testing/staff-browser"

// The shared server keeps its data in var/e2e: the account is made there with the real CLI.
const ENV = { DATA_DIR: "var/e2e" }
const stamp = Date.now()
const STAFF = { email: `filters.${stamp}@inspection.test`, name: "Heba Nabil", password: "Filter-Pass-2026!q" }
// The Cairo day the server recorded a request on (the inbox's days are Cairo days), read from the request itself:
// a day worked out from the test's own clock is the wrong one when Cairo's midnight falls between the request and
// the check (or when the server's clock is set).
async function receivedDay(page: Page, reference: string): Promise<string> {
  const response = await page.request.get(`/api/staff/requests/${reference}`)
  expect(response.status()).toBe(200)
  const { created_at } = (await response.json()) as { created_at: string }
  return cairoToday(new Date(created_at))
}

// One account for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: "serial" })

test.beforeAll(() => {
  const result = staffCli(["add", STAFF.email, "--name", STAFF.name, "--role", "staff"], ENV, STAFF.password)
  expect(result.code, result.stderr).toBe(0)
})

const sendRequest = (page: Page, firstName: string) =>
  sendQuoteRequest(page.request, {
    firstName,
    lastName: `Filters${stamp}`,
    email: `${firstName.toLowerCase()}.${stamp}@port-said.test`,
    industry: "marine",
    message: "Thickness gauging of the cargo tanks on a product tanker to the class survey plan.",
  })

test("the inbox filters by assignee and by the last day of a date range", async ({ page }) => {
  const assigned = await sendRequest(page, "Tarek")
  const unassigned = await sendRequest(page, "Salma")
  await signIn(page, STAFF)
  await page.getByRole("link", { name: assigned }).click()
  // The inbox has an Assignee select of its own (its filter): the request's page must be there first, or the
  // filter is the one chosen while the router is still loading the page (it failed so once on CI).
  await expect(page.getByRole("heading", { level: 1, name: assigned })).toBeVisible()
  await page.getByLabel("Assignee").selectOption({ label: STAFF.name })
  await expect(page.getByTestId("history")).toContainText(`assignee changed (${STAFF.name})`)
  await page.getByRole("link", { name: "Inbox" }).click()

  const listed = page.getByRole("region", { name: "Requests" })
  await page.getByLabel("Search").fill(`Filters${stamp}`)
  await expect(listed.getByRole("link", { name: unassigned })).toBeVisible()
  await page.getByLabel("Assignee").selectOption({ label: STAFF.name })
  await expect(listed.getByRole("link", { name: assigned })).toBeVisible()
  await expect(listed.getByRole("link", { name: unassigned })).toHaveCount(0)
  await page.getByLabel("Assignee").selectOption({ label: "Nobody" })
  await expect(listed.getByRole("link", { name: unassigned })).toBeVisible()
  await expect(listed.getByRole("link", { name: assigned })).toHaveCount(0)
  // The search and filter are in the address (issue 64, P14): a reload keeps them.
  await page.reload()
  await expect(page.getByLabel("Search")).toHaveValue(`Filters${stamp}`)
  await expect(listed.getByRole("link", { name: unassigned })).toBeVisible()
  await expect(listed.getByRole("link", { name: assigned })).toHaveCount(0)
  // On a phone each request is a card that begins with who wrote (the table's Name was off-screen).
  await page.setViewportSize({ width: 375, height: 900 })
  const card = page.getByRole("list", { name: "Requests" }).getByRole("listitem").filter({ hasText: unassigned })
  await expect(card.getByText(`Salma Filters${stamp}`)).toBeVisible()
  await expect(card.getByText("Reply due")).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 720 })

  // The two requests may straddle midnight: "To" the day before the first one's leaves neither, "To" the second
  // one's day holds both.
  const [firstDay, lastDay] = [await receivedDay(page, assigned), await receivedDay(page, unassigned)]
  await page.getByLabel("Assignee").selectOption({ label: "All" })
  await page.getByLabel("To").fill(addDays(firstDay, -1)!)
  await expect(listed.getByRole("row")).toHaveCount(1)
  await page.getByLabel("To").fill(lastDay)
  await expect(listed.getByRole("link", { name: assigned })).toBeVisible()
  await expect(listed.getByRole("link", { name: unassigned })).toBeVisible()
})

for (const width of [375, 1440]) {
  test(`the workspace header keeps Sign out on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, STAFF)
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
    const signOut = page.getByRole("button", { name: "Sign out" })
    const box = (await signOut.boundingBox())!
    // One line of 14 px text with its padding; wrapped it would be two lines high.
    expect(box.height).toBeLessThan(40)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/staff-inbox-${width}.png`, fullPage: true })
  })
}
