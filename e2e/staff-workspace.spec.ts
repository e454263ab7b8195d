import { expect, test } from "@playwright/test"
import { staffCli } from "../testing/staff"
import { noAxeViolations, setUpTwoFactor, signInPage as signIn } from "../testing/staff-browser"

// The shared server (playwright.config.ts) keeps its data in var/e2e: accounts are made there with the real CLI.
const ENV = { DATA_DIR: "var/e2e" }
const stamp = Date.now()
const ADMIN = { email: `admin.${stamp}@inspection.test`, name: "Amal Fathy", password: "Tq8#vL2m!pZr4x-admin" }
const STAFF = { email: `staff.${stamp}@inspection.test`, name: "Omar Said", password: "Staff-Pass-2026!x" }

test.describe.configure({ mode: "serial" })

test.beforeAll(() => {
  for (const [account, role] of [
    [ADMIN, "admin"],
    [STAFF, "staff"],
  ] as const) {
    const result = staffCli(["add", account.email, "--name", account.name, "--role", role], ENV, account.password)
    expect(result.code, result.stderr).toBe(0)
  }
})

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
  const sent = await request.post("/api/quote", {
    data: {
      firstName: "Karim",
      lastName: "Mansour",
      email: `karim.${stamp}@delta-petroleum.test`,
      industry: "oil-gas",
      service: "ndt",
      message: "PAUT of 18 girth welds on a 12-inch line to ASME B31.3, Alexandria refinery.",
      locale: "en",
      consent: true,
    },
  })
  expect(sent.status()).toBe(201)
  const { reference } = await sent.json()

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
