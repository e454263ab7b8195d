import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import { base32 } from "@better-auth/utils/base32"
import { createOTP } from "@better-auth/utils/otp"
import { axeViolations } from "./axe"
import { addAccounts, type ADMIN } from "./staff"

// The staff workspace as a person uses it in the browser: sign in, set up two-factor sign-in, check accessibility.

export async function signInPage(page: Page, account: { email: string; password: string }, base = "") {
  await page.goto(`${base}/staff/`)
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

// From the "Set up two-factor sign-in" page; returns a function giving the authenticator app's current code.
export async function setUpTwoFactor(page: Page, password: string, checkPage?: () => Promise<void>) {
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible()
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Continue" }).click()
  const uri = await page.getByTestId("totp-uri").textContent()
  const secret = base32.decode(new URL(uri!).searchParams.get("secret")!)
  const currentCode = () => createOTP(secret).totp()
  await checkPage?.()
  await page.getByLabel("Code from the app").fill(await currentCode())
  await page.getByRole("button", { name: "Turn on" }).click()
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  return currentCode
}

// What a workspace test may take: it signs in (scrypt, and two-factor set-up for an administrator) and runs axe at two
// widths on pages that list everything the shared server holds by then, more as the run goes on. A clean CI run
// took 31 s for three pages' checks, past Playwright's default of 30 s, with nothing wrong.
export const STAFF_TEST_TIMEOUT_MS = 90_000

export async function noAxeViolations(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    const found = await axeViolations(page)
    expect(found, `at ${width} px on ${page.url()}`).toEqual([])
  }
}

// A quote request sent through the real API, as the site's form sends it; its reference.
export async function sendQuoteRequest(request: APIRequestContext, fields: Record<string, string>): Promise<string> {
  const sent = await request.post("/api/quote", {
    data: { industry: "oil-gas", service: "ndt", locale: "en", consent: true, ...fields },
  })
  expect(sent.status()).toBe(201)
  return ((await sent.json()) as { reference: string }).reference
}

// Where the shared server of the browser tests keeps its data (playwright.config.ts).
export const SHARED_DATA_DIR = "var/e2e"

// A spec whose tests go through the workspace in order, as an administrator and as a staff member: both accounts
// are made with the real CLI on the shared server before its first test.
export function staffSpecAccounts(admin: typeof ADMIN, staff: typeof ADMIN): void {
  test.describe.configure({ mode: "serial", timeout: STAFF_TEST_TIMEOUT_MS })
  test.beforeAll(() =>
    addAccounts(
      [
        [admin, "admin"],
        [staff, "staff"],
      ],
      { DATA_DIR: SHARED_DATA_DIR },
    ),
  )
}
