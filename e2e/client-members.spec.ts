import { expect, test, type Page } from "@playwright/test"
import { base32 } from "@better-auth/utils/base32"
import { totp } from "../testing/attacker"
import { clientSignInPage, makeClientCompany, takeUpInvitation } from "../testing/client-browser"
import { addAccount } from "../testing/staff"
import { noAxeViolations, SHARED_DATA_DIR, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

// A client administrator's page of the company's people in the browser, on the shared server: a colleague invited
// (a mistyped address first), the invitation withdrawn, the last administrator kept, two-factor sign-in set up for
// oneself and then required of everyone, which the colleague meets at their next sign-in; in English and Arabic.
test.describe.configure({ mode: "serial", timeout: STAFF_TEST_TIMEOUT_MS })

const stamp = `${Date.now()}-${process.pid}`
const STAFF_ADMIN = { email: `members.${stamp}@inspection.test`, name: "Rania Said", password: "Members-Pass-2026!x" }
const OWNER = { email: `fleet.${stamp}@red-sea-ports.test`, password: "Quay-cranes-register!" }
const COLLEAGUE = { email: `safety.${stamp}@red-sea-ports.test`, password: "Safety-officer-pass!26" }
const COMPANY = { name: `Red Sea Ports ${stamp}`, nameAr: `موانئ البحر الأحمر ${stamp}`, sites: ["Berth 4"] }

test.beforeAll(() => addAccount(STAFF_ADMIN, "admin", { DATA_DIR: SHARED_DATA_DIR }))

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `var/screenshots/client/${name}-${width}.png`, fullPage: true })
  }
}

const people = (page: Page) => page.getByRole("region", { name: "People with access" }).getByRole("listitem")
const pending = (page: Page) => page.getByRole("region", { name: "Pending invitations" }).getByRole("listitem")

test("an administrator invites a colleague, withdraws and repeats an invitation, and stays the last administrator", async ({
  page,
  baseURL,
}) => {
  await makeClientCompany(baseURL!, STAFF_ADMIN, COMPANY, { email: OWNER.email, name: "Yasser Fahmy" })
  await takeUpInvitation(page, OWNER)
  await page.getByRole("navigation", { name: "Your company's pages" }).getByRole("link", { name: "People" }).click()
  await expect(page).toHaveURL(/\/client\/members\/$/)
  await expect(page.getByRole("heading", { name: `People of ${COMPANY.name}` })).toBeVisible()
  await expect(people(page)).toHaveCount(1)
  await expect(people(page).first()).toContainText("(you)")

  // A mistyped address: said so, and kept to correct.
  const address = page.getByLabel("Their work email")
  await address.fill("safety.red-sea-ports.test")
  await page.getByRole("button", { name: "Send the invitation" }).click()
  await expect(page.getByText("Enter an email address such as name@company.com.")).toBeVisible()
  await expect(address).toHaveValue("safety.red-sea-ports.test")
  await address.fill(COLLEAGUE.email)
  await page.getByRole("button", { name: "Send the invitation" }).click()
  await expect(
    page.getByRole("status").filter({ hasText: `An invitation is on its way to ${COLLEAGUE.email}.` }),
  ).toBeVisible()
  await expect(pending(page)).toHaveCount(1)
  await expect(pending(page).first()).toContainText("Member")
  await page.getByRole("button", { name: `Withdraw: ${COLLEAGUE.email}` }).click()
  await expect(page.getByText(`The invitation to ${COLLEAGUE.email} is withdrawn.`)).toBeVisible()
  await expect(page.getByText("No invitations are pending.")).toBeVisible()
  await address.fill(COLLEAGUE.email)
  await page.getByRole("button", { name: "Send the invitation" }).click()
  await expect(pending(page)).toHaveCount(1)

  // The only administrator is offered neither a role change nor Remove on their own row, and is told why (issue 64;
  // the server refuses both anyway).
  await expect(page.getByLabel("Role of Yasser Fahmy")).toHaveCount(0)
  await expect(
    people(page)
      .first()
      .getByRole("button", { name: /^Remove/ }),
  ).toHaveCount(0)
  await expect(people(page).first()).toContainText(
    "You are the company's only administrator: make a colleague an administrator before you change your own role or leave.",
  )
  await noAxeViolations(page)
  await screenshots(page, "members-en")
})

test("two-factor sign-in, set up for oneself and then required, is asked of the colleague at sign-in", async ({
  page,
  browser,
}) => {
  await page.goto("/client/members/")
  await clientSignInPage(page, OWNER)
  const require = page.getByLabel("Require two-factor sign-in for everyone")
  await require.check()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Set up two-factor sign-in for your own account first")).toBeVisible()

  await page.getByRole("button", { name: "Set up two-factor sign-in for my account" }).click()
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password)
  await page.getByRole("button", { name: "Continue" }).click()
  const uri = await page.getByTestId("totp-uri").textContent()
  const secret = base32.decode(new URL(uri!).searchParams.get("secret")!)
  await page.getByLabel("Code from the app").fill(totp(secret))
  await page.getByRole("button", { name: "Turn on" }).click()
  // Back on the page (the setting's form again), once it knows their account has it (no set-up button): their
  // ticked choice is still there to save, and the message that sent them to set it up is gone.
  await expect(require).toBeVisible()
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in for my account" })).toBeHidden()
  await expect(require).toBeChecked()
  await expect(page.getByText("Set up two-factor sign-in for your own account first")).toBeHidden()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Two-factor sign-in is required for everyone.")).toBeVisible()

  // The colleague takes up the invitation and must set it up before the register opens.
  const colleague = await browser.newPage()
  await takeUpInvitation(colleague, COLLEAGUE)
  await expect(colleague.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible()
  await expect(colleague.getByText(`${COMPANY.name} requires two-factor sign-in`)).toBeVisible()
  await expect(colleague.getByRole("navigation", { name: "Your company's pages" })).toHaveCount(0)
  await colleague.getByLabel("Password", { exact: true }).fill(COLLEAGUE.password)
  await colleague.getByRole("button", { name: "Continue" }).click()
  const theirs = await colleague.getByTestId("totp-uri").textContent()
  await colleague
    .getByLabel("Code from the app")
    .fill(totp(base32.decode(new URL(theirs!).searchParams.get("secret")!)))
  await colleague.getByRole("button", { name: "Turn on" }).click()
  await expect(colleague.getByRole("heading", { name: "Equipment register" })).toBeVisible()
  // A member sees the register only: no people, no log.
  await expect(colleague.getByRole("link", { name: "People" })).toHaveCount(0)
  await colleague.close()

  // The colleague is listed; in Arabic the page reads right to left.
  await page.reload()
  await expect(people(page)).toHaveCount(2)
  await page.getByRole("link", { name: "العربية" }).click()
  await expect(page).toHaveURL(/\/ar\/client\/members\/$/)
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.getByRole("heading", { name: `مستخدمو ${COMPANY.nameAr}` })).toBeVisible()
  await expect(page.getByLabel("فرض التحقق بخطوتين على جميع المستخدمين")).toBeChecked()
  await noAxeViolations(page)
  await screenshots(page, "members-ar")
})
