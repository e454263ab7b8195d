import { expect, test } from "@playwright/test"
import { noAxeViolations, sendQuoteRequest, setUpTwoFactor, signInPage as signIn } from "../testing/staff-browser"
import { staffSpecAccounts } from "../testing/staff-browser"

// The workspace as staff use it, on the shared server (playwright.config.ts).
const stamp = Date.now()
const ADMIN = { email: `admin.${stamp}@inspection.test`, name: "Amal Fathy", password: "Tq8#vL2m!pZr4x-admin" }
const STAFF = { email: `staff.${stamp}@inspection.test`, name: "Omar Said", password: "Staff-Pass-2026!x" }

staffSpecAccounts(ADMIN, STAFF)

let currentCode: () => Promise<string>

test("an administrator made on the command line signs in, sets up two-factor sign-in and signs in with a code", async ({
  page,
}) => {
  await page.goto("/staff/")
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  await noAxeViolations(page)
  await signIn(page, ADMIN)
  currentCode = await setUpTwoFactor(page, ADMIN.password, () => noAxeViolations(page))
  await page.getByRole("button", { name: "Sign out" }).click()

  await signIn(page, ADMIN)
  await expect(page.getByLabel("Authentication code")).toBeVisible()
  await noAxeViolations(page)
  await page.getByLabel("Authentication code").fill(await currentCode())
  await page.getByRole("button", { name: "Verify" }).click()
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
})

test("a staff member triages a request sent through the form: status, assignee, note, history; then signs out", async ({
  page,
  request,
}) => {
  const reference = await sendQuoteRequest(request, {
    firstName: "Karim",
    lastName: "Mansour",
    email: `karim.${stamp}@delta-petroleum.test`,
    message: "PAUT of 18 girth welds on a 12-inch line to ASME B31.3, Alexandria refinery.",
  })

  await signIn(page, STAFF)
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  await page.getByRole("link", { name: reference }).click()
  await expect(page.getByRole("heading", { name: reference })).toBeVisible()
  await noAxeViolations(page)
  await page.getByLabel("Status").selectOption("contacted")
  await expect(page.getByTestId("history")).toContainText("status changed (contacted)")
  await page.getByLabel("Assignee").selectOption({ label: STAFF.name })
  await expect(page.getByTestId("history")).toContainText(`assignee changed (${STAFF.name})`)
  await page.getByLabel("Note").fill("Called the site engineer; drawings to follow.")
  await page.getByRole("button", { name: "Add note" }).click()
  await expect(page.getByText("Called the site engineer; drawings to follow.")).toBeVisible()
  await expect(page.getByTestId("history")).toContainText("note added")

  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  expect((await page.request.get("/api/staff/requests")).status()).toBe(401)
})

test("a complaint shows in the inbox as its own kind, the kind filter keeps it apart, and its page shows its fields", async ({
  page,
  request,
}) => {
  const sent = await request.post("/api/complaint", {
    data: {
      name: "Laila Farouk",
      email: `laila.${stamp}@delta-petroleum.test`,
      jobReference: "LE-2026-00421",
      kind: "appeal",
      details: "The load test certificate for the 25 t crane gives the wrong proof load.",
      locale: "en",
      consent: true,
    },
  })
  expect(sent.status()).toBe(201)
  const { reference } = await sent.json()
  expect(reference).toMatch(/^C-\d{4}-\d{6}$/)

  await signIn(page, STAFF)
  const row = page.getByRole("row").filter({ hasText: reference })
  await expect(row).toContainText("Appeal")
  await page.getByLabel("Kind").selectOption("quote")
  await expect(page.getByRole("link", { name: reference })).toHaveCount(0)
  await expect(page.getByRole("row").filter({ hasText: "Quote" }).first()).toBeVisible()
  await page.getByLabel("Kind").selectOption("appeal")
  await page.getByRole("link", { name: reference }).click()
  await expect(page.getByRole("heading", { name: `Appeal ${reference}` })).toBeVisible()
  await expect(page.getByText("LE-2026-00421")).toBeVisible()
  await expect(page.getByText("The load test certificate for the 25 t crane gives the wrong proof load.")).toBeVisible()
  await noAxeViolations(page)
  await page.getByRole("button", { name: "Sign out" }).click()
})
