import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { SQLITE_FILE } from "../server/storage/sqlite-file"
import { readOutboxMails } from "../testing/eml-outbox"
import { staffCli } from "../testing/staff"
import { noAxeViolations, setUpTwoFactor, SHARED_DATA_DIR, signInPage as signIn } from "../testing/staff-browser"
import { sendQuoteRequest, staffSpecAccounts } from "../testing/staff-browser"

// Administrators' pages on the shared server (data in var/e2e): accounts, a person's data, and who may open them.
const DATA_DIR = SHARED_DATA_DIR
const stamp = Date.now()
const ADMIN = { email: `chief.${stamp}@inspection.test`, name: "Hana Youssef", password: "Vr7#kD9q!mWz2t-admin" }
const STAFF = { email: `clerk.${stamp}@inspection.test`, name: "Tarek Nabil", password: "Clerk-Pass-2026!q" }
const PERSON = `nadia.${stamp}@alex-shipyard.test`
let currentCode: () => Promise<string>

staffSpecAccounts(ADMIN, STAFF)

test("a staff member sees no administrators' pages: no links, an 'Administrators only' page, 403 from the API", async ({
  page,
}) => {
  await signIn(page, STAFF)
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  await noAxeViolations(page)
  await expect(page.getByRole("link", { name: "Accounts" })).toHaveCount(0)
  for (const adminPage of ["/staff/admin/accounts/", "/staff/admin/person/"]) {
    await page.goto(adminPage)
    await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Send invitation" })).toHaveCount(0)
  }
  await noAxeViolations(page)
  expect((await page.request.get("/api/staff/admin/users")).status()).toBe(403)
  await page.goto("/staff/spam/")
  await expect(page.getByRole("heading", { name: "Spam" })).toBeVisible()
  await noAxeViolations(page)
})

test("an administrator invites a colleague, changes a role and disables an account", async ({ page }) => {
  await signIn(page, ADMIN)
  currentCode = await setUpTwoFactor(page, ADMIN.password)
  await page.getByRole("link", { name: "Accounts" }).click()
  await expect(page.getByRole("heading", { name: "Accounts" })).toBeVisible()
  await noAxeViolations(page)

  const invited = { name: "Mona Adel", email: `mona.${stamp}@inspection.test` }
  await page.getByLabel("Full name").fill(invited.name)
  await page.getByLabel("Email", { exact: true }).fill(invited.email)
  await page.getByRole("button", { name: "Send invitation" }).click()
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${invited.email}.`)
  await expect(page.getByText(invited.email, { exact: true })).toBeVisible()
  // The invitation leaves through the outbox (the shared server writes .eml files) with the one-time link.
  await expect
    .poll(() =>
      readOutboxMails(path.join(DATA_DIR, "outbox")).some(
        (mail) => mail.includes(invited.email) && mail.includes("/staff/set-password/?token="),
      ),
    )
    .toBe(true)

  await page.getByLabel(`Role of ${STAFF.name}`).selectOption("admin")
  await expect(page.getByLabel(`Role of ${STAFF.name}`)).toHaveValue("admin")
  await page.getByLabel(`Role of ${STAFF.name}`).selectOption("staff")
  await page.getByRole("button", { name: `Disable ${invited.name}` }).click()
  await expect(page.getByRole("button", { name: `Disable ${invited.name}` })).toHaveCount(0)
  await expect(page.getByRole("listitem").filter({ hasText: invited.email })).toContainText("Disabled")
  const listed = staffCli(["list"], { DATA_DIR })
  expect(listed.stdout).toMatch(new RegExp(`${invited.email}.*disabled`, "i"))
})

test("an administrator exports a person's data and erases it: the database files no longer hold the address", async ({
  page,
  request,
}) => {
  const reference = await sendQuoteRequest(request, {
    firstName: "Nadia",
    lastName: "Hassan",
    email: PERSON,
    industry: "marine",
    message: "UT thickness gauging of the hull plating before the class renewal survey.",
  })

  await signIn(page, ADMIN)
  await verifyCode(page)
  await page.getByRole("link", { name: "Personal data" }).click()
  await page.getByLabel("Email of the person").fill(PERSON)
  await page.getByRole("button", { name: "Look up" }).click()
  await expect(page.getByText(`1 request held for ${PERSON}: ${reference}`)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download JSON" }).click(),
  ])
  const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8"))
  expect(exported.requests[0]).toMatchObject({ reference, email: PERSON, first_name: "Nadia" })

  await page.getByRole("button", { name: "Erase…" }).click()
  await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.")
  await noAxeViolations(page)
  await page.getByRole("button", { name: "Erase for good" }).click()
  await expect(page.getByRole("status")).toHaveText(`Erased 1 request of ${PERSON}.`)

  const files = fs.readdirSync(DATA_DIR).filter((file) => file.startsWith(SQLITE_FILE))
  expect(files).toContain(SQLITE_FILE)
  for (const file of files) {
    expect(fs.readFileSync(path.join(DATA_DIR, file)).includes(PERSON), file).toBe(false)
  }
})

// The second test set up two-factor sign-in; signing in again asks for a code from the same app.
async function verifyCode(page: Page) {
  await expect(page.getByLabel("Authentication code")).toBeVisible()
  await page.getByLabel("Authentication code").fill(await currentCode())
  await page.getByRole("button", { name: "Verify" }).click()
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
}
