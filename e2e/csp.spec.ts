import { expect, test, type Page, type Response } from "@playwright/test"
import { arabicRoutes, routes, tickConsent } from "../testing/pages"
import { staffCli, STAFF } from "../testing/staff"
import { signInPage } from "../testing/staff-browser"

// The Content-Security-Policy header allows only the site's own scripts and the hashes of its inline
// ones: every route must run with no violation reported by the browser.
async function watchViolations(page: Page) {
  const messages: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    )
  })
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ]
}

// Styles, too, only by hash: each page's own <style> blocks, and no style attribute anywhere in its HTML (the
// policy refuses them; React's own element.style settings at run time are not attributes in the HTML).
async function expectHashedStylesOnly(response: Response) {
  const policy = response.headers()["content-security-policy"]
  expect(policy).toMatch(/(?:^|; )style-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*')*(?:;|$)/)
  expect(policy).not.toContain("unsafe")
  const element = /<[a-z][^>]*\sstyle\s*=[^>]*>/i.exec(await response.text())
  expect(element?.[0], "an element with a style attribute").toBeUndefined()
}

// Every <style> of the page applies: one the policy refused would have no rules.
async function expectStylesApplied(page: Page) {
  const sheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll("style"), (style) => style.sheet?.cssRules.length ?? 0),
  )
  expect(sheets.length).toBeGreaterThan(0)
  expect(sheets.every((rules) => rules > 0)).toBe(true)
}

const extra = [
  "/no-such-page/",
  "/ar/no-such-page/",
  "/quote/received/?reference=Q-2026-000001",
  "/quote/not-sent/",
  "/ar/quote/not-sent/",
  "/verify/",
  "/ar/verify/?n=LE-2026-0001&c=ABCD2345",
  "/staff/",
]

for (const path of [...routes.map((route) => route.path), ...arabicRoutes.map((route) => route.path), ...extra]) {
  test(`${path} runs under the CSP header with no violation`, async ({ page }) => {
    const violations = await watchViolations(page)
    const response = await page.goto(path)
    // Every page's scripts are files of its own origin, but for one inline script, the same on every page: the
    // bootstrap that fetches the loader after the first paint (site-build/html/deferred-scripts.tsx), by its hash.
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
    await expectHashedStylesOnly(response!)
    await page.waitForLoadState("networkidle")
    // React has taken over: an inline script blocked by the policy would have stopped it.
    await expect(page.locator("body")).toBeVisible()
    await expectStylesApplied(page)
    expect(await violations()).toEqual([])
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
