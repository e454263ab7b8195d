import { expect, test } from "@playwright/test"
import { arabic, site } from "../testing/content"

// On phones: Call, WhatsApp and Get Quote fixed at the bottom, covering nothing.
const digits = (phone: string) => phone.replace(/\D/g, "")

for (const { prefix, texts } of [
  { prefix: "", texts: site },
  { prefix: "/ar", texts: arabic.site },
]) {
  test(`${prefix || "/"}: at 375 px the bar links Call, WhatsApp and Get Quote, and the footer's last line stays visible`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(`${prefix}/services/ndt/`)
    const bar = page.getByRole("navigation", { name: texts.phoneBar.label })
    await expect(bar).toBeVisible()
    await expect(bar.getByRole("link", { name: texts.phoneBar.call })).toHaveAttribute(
      "href",
      `tel:+${digits(texts.contact.phones[0])}`,
    )
    await expect(bar.getByRole("link", { name: texts.phoneBar.whatsapp })).toHaveAttribute(
      "href",
      `https://wa.me/${digits(site.contact.whatsapp)}`,
    )
    await expect(bar.getByRole("link", { name: texts.phoneBar.quote })).toHaveAttribute("href", `${prefix}/#contact`)

    // Scrolled to the very end, the copyright line ends above the bar's top edge. Scrolled again at each look: the
    // scroll is smooth, and sections drawn as they come into view (content-visibility) lengthen the page, so one
    // scroll may stop short of the end (a clean CI run measured the line 390 px below the screen).
    const lastLine = page.getByRole("contentinfo").locator("p").last()
    const textBottomAtEnd = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return lastLine.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return range.getBoundingClientRect().bottom
      })
    }
    const barBox = (await bar.boundingBox())!
    await expect
      .poll(textBottomAtEnd, { message: "the copyright line ends above the bar" })
      .toBeLessThanOrEqual(barBox.y)
  })
}

test("at 1440 px there is no bar; the contact card has the WhatsApp link too", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto("/contact/")
  await expect(page.getByRole("navigation", { name: site.phoneBar.label })).toBeHidden()
  await expect(
    page.locator("#contact").getByRole("link", { name: `${site.contact.whatsappLabel} ${site.contact.whatsapp}` }),
  ).toHaveAttribute("href", `https://wa.me/${digits(site.contact.whatsapp)}`)
})
