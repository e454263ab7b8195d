import { expect, test } from "@playwright/test"
import { staffCli } from "../testing/staff"
import {
  noAxeViolations,
  sendQuoteRequest,
  signInPage as signIn,
  STAFF_TEST_TIMEOUT_MS,
} from "../testing/staff-browser"

test.describe.configure({ timeout: STAFF_TEST_TIMEOUT_MS })

// The shared server keeps its data in var/e2e: the account is made there with the real CLI.
const ENV = { DATA_DIR: "var/e2e" }
const stamp = Date.now()
const STAFF = { email: `promise.${stamp}@inspection.test`, name: "Nour Adel", password: "Promise-Pass-2026!q" }

test.beforeAll(() => {
  const result = staffCli(["add", STAFF.email, "--name", STAFF.name, "--role", "staff"], ENV, STAFF.password)
  expect(result.code, result.stderr).toBe(0)
})

// One page load from the inbox to the figures: the time left, the overdue filter, the reply recorded by a note.
test("the inbox shows the time left; a note marked as the reply sent answers the request; the figures count it", async ({
  page,
}) => {
  // The figures count the request in its month of arrival (Cairo), which lies between these two readings: a run
  // across midnight on the 1st must not look for the month it ends in.
  const cairoMonth = () => new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Cairo" }).slice(0, 7)
  const sentFrom = cairoMonth()
  const reference = await sendQuoteRequest(page.request, {
    firstName: "Karim",
    lastName: `Promise${stamp}`,
    email: `karim.${stamp}@alex-yard.test`,
    message: "Ultrasonic thickness survey of two storage tank floors before the shutdown.",
  })
  const arrivalMonths = [...new Set([sentFrom, cairoMonth()])]
  await signIn(page, STAFF)
  const listed = page.getByRole("region", { name: "Requests" })
  await page.getByLabel("Search").fill(`Promise${stamp}`)
  const row = listed.getByRole("row").filter({ hasText: reference })
  // Just arrived: most of the 24 working hours are left, said in words.
  await expect(row).toContainText(/\d+ h( \d+ min)? left|1 d left/)
  await page.getByLabel("Reply").selectOption({ label: "Overdue only" })
  await expect(listed.getByRole("link", { name: reference })).toHaveCount(0)
  await page.getByLabel("Reply").selectOption({ label: "All" })

  await listed.getByRole("link", { name: reference }).click()
  await expect(page.getByTestId("reply-promise")).toContainText("No reply recorded yet.")
  // The request's page says the time left in the inbox's words too.
  await expect(page.getByTestId("reply-promise")).toContainText(/\d+ h( \d+ min)? left|1 d left/)
  await page.getByLabel("Note").fill("Sent the scope and the quotation by e-mail.")
  await page.getByLabel("Reply sent to the requester").check()
  await page.getByRole("button", { name: "Add note" }).click()
  await expect(page.getByTestId("history")).toContainText("first reply (note marked reply sent)")
  await expect(page.getByTestId("reply-promise")).toContainText("First reply recorded")
  await expect(page.getByTestId("reply-promise")).not.toContainText(" left")

  await page.getByRole("link", { name: "Inbox" }).click()
  await page.getByLabel("Search").fill(`Promise${stamp}`)
  await expect(listed.getByRole("row").filter({ hasText: reference })).toContainText("Answered")

  await page.getByRole("link", { name: "Figures" }).click()
  await expect(page.getByRole("heading", { name: "Reply figures" })).toBeVisible()
  const monthPattern = new RegExp(`^(${arrivalMonths.join("|")})$`)
  await expect(page.getByRole("rowheader", { name: monthPattern }).first()).toBeVisible()
  const csv = await page.request.get("/api/staff/figures.csv")
  expect(csv.status()).toBe(200)
  const csvText = await csv.text()
  expect(
    arrivalMonths.filter((month) => csvText.includes(`\r\n${month},`)),
    csvText,
  ).not.toEqual([])
  await noAxeViolations(page)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/staff-figures-${width}.png`, fullPage: true })
  }
})
