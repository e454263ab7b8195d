import { expect, test } from "@playwright/test"
import { expectStylesApplied, openUnderPolicy, watchViolations } from "../testing/csp-checks"
import { tickConsent } from "../testing/pages"
import { staffCli, STAFF } from "../testing/staff"
import { signInPage } from "../testing/staff-browser"

// The Content-Security-Policy header allows only the site's own scripts and the hashes of its inline
// ones: every route must run with no violation reported by the browser. The site's pages in both editions are
// checked by e2e/pages.spec.ts (with the not-found and form-result pages), in the same page load as their other
// checks; these are the rest.
const extra = ["/verify/", "/ar/verify/?n=LE-2026-0001&c=ABCD2345", "/staff/"]

for (const path of extra) {
  test(`${path} runs under the CSP header with no violation`, async ({ page }) => {
    await openUnderPolicy(page, path)
  })
}

test("the staff workspace, signed in, causes no violation", async ({ page }) => {
  const account = { ...STAFF, email: `csp.${Date.now()}@inspection.test` }
  const made = staffCli(
    ["add", account.email, "--name", account.name, "--role", "staff"],
    { DATA_DIR: "var/e2e" },
    account.password,
  )
  expect(made.code, made.stderr).toBe(0)
  const violations = await watchViolations(page)
  await signInPage(page, account)
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  await expectStylesApplied(page)
  expect(await violations()).toEqual([])
})

test("sending the form (toasts inject their styles) causes no violation", async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto("/contact/")
  await page.waitForLoadState("networkidle")
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(page.locator("#firstName")).toBeFocused()
  await page.locator("#firstName").fill("Mona")
  await page.locator("#lastName").fill("El-Sayed")
  await page.locator("#email").fill("mona@example.com")
  await page.locator("#industry").selectOption("marine")
  await page.locator("#service").selectOption("offshore")
  await page.locator("#message").fill("Close visual inspection of jacket nodes, 12 legs, water depth 45 m.")
  await tickConsent(page)
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(page.getByTestId("toast").first()).toBeVisible()
  expect(await violations()).toEqual([])
})
