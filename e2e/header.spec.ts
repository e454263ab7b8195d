import { expect, test, type Page } from "@playwright/test"
import { arabic, site } from "../testing/content"
import { gotoHydrated } from "../testing/pages"

const NAV_LABELS = ["Home", "Services", "Industries", "About", "Contact"]
const SECTIONS = ["services", "industries", "about", "contact"]

const primaryNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Primary" })
const navLink = (page: Page, name: string) => primaryNav(page).getByRole("link", { name, exact: true })

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the navigation has Home, Services, Industries, About and Contact", async ({ page }) => {
    await page.goto("/")
    await expect(primaryNav(page).getByRole("link")).toHaveText(NAV_LABELS)
  })

  test("on the home page Home is current and the section links are in-page anchors", async ({ page }) => {
    await page.goto("/")
    await expect(navLink(page, "Home")).toHaveAttribute("aria-current", "page")
    await expect(navLink(page, "Home")).toHaveAttribute("href", "/")
    for (const [index, section] of SECTIONS.entries()) {
      const link = navLink(page, NAV_LABELS[index + 1])
      await expect(link).toHaveAttribute("href", `#${section}`)
      await expect(link).not.toHaveAttribute("aria-current")
    }
  })

  test("on a service page the section links lead to the home page and Services is current", async ({ page }) => {
    await page.goto("/services/ndt/")
    for (const [index, section] of SECTIONS.entries()) {
      await expect(navLink(page, NAV_LABELS[index + 1])).toHaveAttribute("href", `/#${section}`)
    }
    await expect(navLink(page, "Services")).toHaveAttribute("aria-current", /^(page|true)$/)
    await expect(navLink(page, "Home")).not.toHaveAttribute("aria-current")
  })

  test("Get Quote takes the visitor to the contact section", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator("#contact-heading")).toBeInViewport()
  })

  test("Get Quote on a service page takes the visitor to the home page's contact section", async ({ page }) => {
    await gotoHydrated(page, "/services/ndt/")
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click()
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/#contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.heading)
    await expect(page.locator("#contact-heading")).toBeInViewport()
  })

  test("the header stays visible after scrolling down", async ({ page }) => {
    await page.goto("/")
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const header = page.getByRole("banner")
    await expect(header).toBeInViewport()
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
  })
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Open menu" })
  const dialog = (page: Page) => page.getByRole("dialog", { name: "Menu" })
  const focusInDialog = (page: Page) =>
    page.evaluate(() => document.getElementById("mobile-menu")?.contains(document.activeElement) ?? false)

  async function openMenu(page: Page) {
    await menuButton(page).click()
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true")
    await expect(dialog(page)).toBeVisible()
    await expect.poll(() => focusInDialog(page)).toBe(true)
  }

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/")
  })

  test("the closed menu button says so and names the dialog it controls", async ({ page }) => {
    const button = menuButton(page)
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute("aria-expanded", "false")
    const controls = await button.getAttribute("aria-controls")
    expect(controls).toBeTruthy()
    // The dialog is rendered when the menu first opens, and stays, hidden, once closed.
    await openMenu(page)
    await page.keyboard.press("Escape")
    const controlled = page.locator(`[id="${controls}"]`)
    await expect(controlled).toHaveAttribute("role", "dialog")
    await expect(controlled).toBeHidden()
  })

  test("the menu button opens the slide-in menu and moves focus into it", async ({ page }) => {
    await openMenu(page)
    // After the sections, the certificate check and the clients' way in, which the wide header leaves out.
    await expect(dialog(page).getByRole("link")).toHaveText([
      ...NAV_LABELS,
      site.footer.links.verify,
      site.footer.links.client,
      arabic.site.nav.languageName,
      "Get Quote",
    ])
  })

  test("the close button closes the menu and focus returns to the menu button", async ({ page }) => {
    await openMenu(page)
    await dialog(page).getByRole("button", { name: "Close menu" }).click()
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
    await expect(dialog(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })

  test("Escape closes the menu", async ({ page }) => {
    await openMenu(page)
    await page.keyboard.press("Escape")
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
    await expect(dialog(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })

  test("picking Services closes the menu and lands on the services section", async ({ page }) => {
    await openMenu(page)
    await dialog(page).getByRole("link", { name: "Services", exact: true }).click()
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/#services$/)
    await expect(page.locator("#services-heading")).toBeInViewport()
  })

  test("Tab and Shift+Tab stay inside the open menu", async ({ page }) => {
    await openMenu(page)
    const focusable = dialog(page).locator("a[href], button:not([disabled])")
    const first = focusable.first()
    const last = focusable.last()
    await expect(first).toBeFocused()

    await page.keyboard.press("Shift+Tab")
    await expect(last).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(first).toBeFocused()

    const count = await focusable.count()
    for (let step = 0; step < count + 2; step++) {
      await page.keyboard.press("Tab")
      expect(await focusInDialog(page), `focus after Tab #${step + 1}`).toBe(true)
    }
    for (let step = 0; step < count + 2; step++) {
      await page.keyboard.press("Shift+Tab")
      expect(await focusInDialog(page), `focus after Shift+Tab #${step + 1}`).toBe(true)
    }
  })
})
