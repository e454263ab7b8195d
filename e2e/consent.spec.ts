import { expect, test } from "@playwright/test"
import { arabic, site } from "../testing/content"
import { gotoHydrated, tickConsent } from "../testing/pages"

// Consent to the privacy notice, required by the form in both languages (the API's side: server/api/consent.test.ts).
for (const { prefix, texts } of [
  { prefix: "", texts: site },
  { prefix: "/ar", texts: arabic.site },
]) {
  test(`${prefix}/contact/: the unticked consent box holds the request back, with the notice one click away`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/contact/`)
    const box = page.getByRole("checkbox", { name: texts.form.consentLink })
    await expect(box).not.toBeChecked()
    await expect(page.locator("#contact").getByRole("link", { name: texts.form.consentLink })).toHaveAttribute(
      "href",
      `${prefix}/privacy/`,
    )
    await page.locator("#firstName").fill("Mona")
    await page.locator("#lastName").fill("El-Sayed")
    await page.locator("#email").fill(`consent.${Date.now()}@example.com`)
    await page.locator("#industry").selectOption("power")
    await page.locator("#service").selectOption("ndt")
    await page.locator("#message").fill("PAUT of 146 header stub welds during a nine-day HRSG outage.")
    await page.getByRole("button", { name: texts.form.submit }).click()
    await expect(page.locator("#consent-error")).toHaveText(texts.form.errors.consent)
    await expect(box).toBeFocused()
    await expect(box).toHaveAttribute("aria-invalid", "true")

    await tickConsent(page)
    await page.getByRole("button", { name: texts.form.submit }).click()
    await expect(page.locator("form [role=status]")).toContainText(/Q-\d{4}-\d{6}/)
    await expect(box).not.toBeChecked()
  })
}

test("without JavaScript the browser itself requires the box", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/contact/")
  await expect(page.locator("#consent")).toHaveAttribute("required", "")
  await expect(page.locator("#consent")).toHaveAttribute("name", "consent")
  await context.close()
})
