import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated } from "../testing/pages"

test.use({ viewport: { width: 375, height: 812 } })

const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Open menu" })
const tooltip = (page: Page) => page.getByRole("tooltip")

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/")
})

test("hovering the menu button shows its tooltip after a delay, not at once", async ({ page }) => {
  // Timed in the page, from the pointer entering the button to the tooltip being rendered beside it, so a slow
  // test machine cannot blur the delay.
  await page.evaluate(() => {
    const button = document.querySelector("header button[aria-controls]")!
    const times: { enter?: number; shown?: number } = {}
    Object.assign(window, { tooltipTimes: times })
    button.addEventListener("pointerenter", () => (times.enter ??= performance.now()))
    new MutationObserver(() => {
      if (button.parentElement!.querySelector("[role=tooltip]")) times.shown ??= performance.now()
    }).observe(button.parentElement!, { childList: true })
  })
  await menuButton(page).hover()
  await expect(tooltip(page)).toHaveText("Open menu", { timeout: 3000 })
  await expect(tooltip(page)).toBeVisible()
  const { enter, shown } = await page.evaluate(
    () => (window as unknown as { tooltipTimes: { enter: number; shown: number } }).tooltipTimes,
  )
  const delay = shown - enter
  expect(delay, "ms from hovering to the tooltip: still hidden at 400 ms").toBeGreaterThanOrEqual(400)
  expect(delay, "ms from hovering to the tooltip: shown by 1200 ms").toBeLessThanOrEqual(1200)
})

test("keyboard focus shows the tooltip at once and Escape hides it", async ({ page }) => {
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press("Tab")
    if (await menuButton(page).evaluate((button) => button === document.activeElement)) break
  }
  await expect(menuButton(page)).toBeFocused()
  await expect(tooltip(page)).toHaveText("Open menu", { timeout: 300 })
  await expect(tooltip(page)).toBeVisible()

  await page.keyboard.press("Escape")
  await expect(tooltip(page)).toHaveCount(0)
  await expect(page.locator("[role=tooltip]", { hasText: "Open menu" })).toBeHidden()
})
