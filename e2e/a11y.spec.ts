import { expect, test, type Page } from "@playwright/test"
import { expectNoViolations, textsOf } from "../testing/axe"
import { waitForHydration } from "../testing/pages"

// The quote form's errors and reduced motion; every page's own axe runs are in e2e/pages.spec.ts.

const WIDTHS = [
  { name: "375", viewport: { width: 375, height: 812 } },
  { name: "1440", viewport: { width: 1440, height: 900 } },
]

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(200)
  await waitForHydration(page)
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport })

    for (const path of ["/contact/", "/", "/ar/contact/"]) {
      test(`axe finds no violation on ${path} while the quote form shows its errors`, async ({ page }) => {
        await open(page, path)
        const form = page.locator("section#contact form")
        await form.getByRole("button", { name: textsOf(path).form.submit }).click()
        // The six required fields and the consent box.
        await expect(form.locator("[aria-invalid=true]")).toHaveCount(7)
        await expect(form.locator("#firstName")).toBeFocused()
        await expect(form.locator("#firstName-error")).toBeVisible()
        await expectNoViolations(page, `on ${path} with the form's errors at ${name} px`)
      })
    }
  })
}

// Seconds of a CSS time list ("0.3s, 1e-05s") — the longest one.
const seconds = (value: string) =>
  Math.max(...value.split(",").map((part) => (part.trim().endsWith("ms") ? parseFloat(part) / 1000 : parseFloat(part))))

async function motion(page: Page) {
  return page.evaluate(() => {
    const panel = document.getElementById("mobile-menu")!
    const backdrop = panel.previousElementSibling as HTMLElement
    return {
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
      panel: getComputedStyle(panel).transitionDuration,
      backdrop: getComputedStyle(backdrop).transitionDuration,
      button: getComputedStyle(document.querySelector("header a[href='#contact']")!).transitionDuration,
    }
  })
}

test.describe("prefers-reduced-motion", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("by default the page scrolls smoothly and the menu slides in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await open(page, "/")
    // The menu is rendered when it first opens.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click()
    // Its code comes with that first use.
    await page.getByRole("dialog", { name: "Menu" }).waitFor()
    const styles = await motion(page)
    expect(styles.scrollBehavior).toBe("smooth")
    expect(seconds(styles.panel)).toBeGreaterThan(0.1)
  })

  test("reduce turns off smooth scrolling and the menu's animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await open(page, "/")
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click()
    // Its code comes with that first use.
    await page.getByRole("dialog", { name: "Menu" }).waitFor()
    const styles = await motion(page)
    expect(styles.scrollBehavior).toBe("auto")
    expect(seconds(styles.panel)).toBeLessThan(0.001)
    expect(seconds(styles.backdrop)).toBeLessThan(0.001)
    expect(seconds(styles.button)).toBeLessThan(0.001)

    // The menu is in place at once, and an in-page link jumps instead of gliding.
    const dialog = page.getByRole("dialog", { name: "Menu" })
    const right = await dialog.evaluate((panel) => Math.round(panel.getBoundingClientRect().right))
    expect(right).toBe(375)
    // Where the section stands at each scroll the page reports: a jump's first scroll is already there, where a
    // glide's first frames are still far above it, however slow the machine (a 300 ms deadline failed under load).
    await page.evaluate(() => {
      const tops: number[] = ((window as unknown as { __tops: number[] }).__tops = [])
      const section = document.getElementById("contact")!
      addEventListener("scroll", () => tops.push(Math.round(section.getBoundingClientRect().top)), { passive: true })
    })
    await dialog.getByRole("link", { name: "Contact", exact: true }).click()
    const top = () => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top))
    await expect.poll(top).toBeLessThan(100)
    expect(await top()).toBeGreaterThanOrEqual(0)
    const [first] = await page.evaluate(() => (window as unknown as { __tops: number[] }).__tops)
    expect(first, "where the first scroll left the contact section").toBeLessThan(100)
  })
})
