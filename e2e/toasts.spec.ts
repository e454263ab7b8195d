import { expect, test, type Locator, type Page } from "@playwright/test"
import { industries, services } from "../testing/content"
import { gotoHydrated, tickConsent } from "../testing/pages"

// react-hot-toast keeps a dismissed toast in the page for 1 s while it fades out.
const EXIT_MS = 1000

const toasts = (page: Page) => page.locator("[data-testid=toast]").filter({ visible: true })

async function fillValidForm(page: Page) {
  await page.locator("#firstName").fill("Ahmed")
  await page.locator("#lastName").fill("Hassan")
  await page.locator("#email").fill("ahmed.hassan@company.com")
  await page.locator("#industry").selectOption(industries[0].slug)
  await page.locator("#service").selectOption(services[0].formValue)
  await page.locator("#message").fill("Ultrasonic thickness survey of two crude storage tanks, Alexandria, in April.")
  await tickConsent(page)
}

// A drag as a hand makes it: press, one small move per frame, release.
async function drag(page: Page, x: number, y: number, distance: number) {
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let moved = 5; moved <= distance; moved += 5) {
    await page.mouse.move(x + moved, y)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  }
  await page.mouse.up()
}

// Each send is a real request to the API; success empties the form, so it is filled again every time.
async function send(page: Page) {
  await fillValidForm(page)
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(page.locator("#firstName")).toHaveValue("")
}

// Position once the enter animation has finished: two reads a frame apart agree.
async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox()
  for (;;) {
    await locator.page().waitForTimeout(100)
    const box = await locator.boundingBox()
    if (box && previous && box.x === previous.x && box.y === previous.y && box.height === previous.height) return box
    previous = box
  }
}

test.describe("toasts after sending the quote form", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/contact/")
  })

  test("at most three are shown at once", async ({ page }) => {
    for (let count = 1; count <= 4; count++) await send(page)
    // The oldest is dismissed when the fourth arrives; once it has faded out, three remain.
    await expect(toasts(page)).toHaveCount(3, { timeout: EXIT_MS + 1500 })
    await page.waitForTimeout(300)
    expect(await toasts(page).count()).toBe(3)
  })

  test("a toast shows the message, 356 px wide, in the bottom-right corner", async ({ page }) => {
    await send(page)
    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText(/Q-\d{4}-\d{6}/)
    await expect(toast).toContainText("ahmed.hassan@company.com")
    const box = await settledBox(toast)
    const viewport = page.viewportSize()!
    expect(box.width).toBeCloseTo(356, 0)
    expect(viewport.width - (box.x + box.width), "distance to the right edge").toBeLessThanOrEqual(32)
    expect(viewport.width - (box.x + box.width), "distance to the right edge").toBeGreaterThanOrEqual(0)
    expect(viewport.height - (box.y + box.height), "distance to the bottom edge").toBeLessThanOrEqual(32)
    expect(viewport.height - (box.y + box.height), "distance to the bottom edge").toBeGreaterThanOrEqual(0)
  })

  test("consecutive toasts are 14 px apart", async ({ page }) => {
    await send(page)
    await send(page)
    await expect(toasts(page)).toHaveCount(2)
    await expect
      .poll(async () => {
        const [a, b] = [await toasts(page).nth(0).boundingBox(), await toasts(page).nth(1).boundingBox()]
        const [upper, lower] = a!.y < b!.y ? [a!, b!] : [b!, a!]
        return lower.y - (upper.y + upper.height)
      })
      .toBeCloseTo(14, 0)
  })

  test("the dismiss button removes a toast", async ({ page }) => {
    await send(page)
    await expect(toasts(page)).toHaveCount(1)
    await toasts(page).getByRole("button", { name: "Dismiss notification" }).click()
    // Well before the 4 s after which it would go by itself.
    await expect(toasts(page)).toHaveCount(0, { timeout: EXIT_MS + 1000 })
  })

  // One toast, dragged sideways from its middle once it has settled.
  async function sendAndDrag(page: Page, distance: number) {
    await send(page)
    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    const box = await settledBox(toast)
    await drag(page, box.x + box.width / 2, box.y + box.height / 2, distance)
    return { toast, box }
  }

  test("dragging a toast sideways by more than 20 px dismisses it", async ({ page }) => {
    const { toast } = await sendAndDrag(page, 60)
    // The pointer stays over the toast, which pauses its timer: only the drag can have dismissed it.
    await expect(toast).toHaveCount(0, { timeout: EXIT_MS + 1000 })
  })

  test("a drag of 20 px or less leaves the toast in place", async ({ page }) => {
    const { toast, box } = await sendAndDrag(page, 15)
    await page.waitForTimeout(EXIT_MS + 300)
    await expect(toast).toHaveCount(1)
    expect((await toast.boundingBox())!.x).toBeCloseTo(box.x, 0)
  })

  // A short drag over the message selects some of its text; the next drag must still swipe the toast away
  // rather than start the browser's own drag of the selected text.
  test("a toast whose text is selected can still be swiped away", async ({ page }) => {
    await send(page)
    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    const box = await settledBox(toast)
    await toast.getByRole("status").selectText()
    await drag(page, box.x + box.width / 2, box.y + box.height / 2, 60)
    await expect(toast).toHaveCount(0, { timeout: EXIT_MS + 1000 })
  })

  test("a toast goes away by itself after about 4 s", async ({ page }) => {
    await send(page)
    await page.mouse.move(5, 5) // away from the toast: hovering pauses it
    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    const shownAt = Date.now()
    await page.waitForTimeout(3000 - (Date.now() - shownAt))
    // Still fully shown at 3 s, not fading out.
    await expect(toast.locator(":scope > div")).toHaveCSS("opacity", "1", { timeout: 200 })
    await expect(toast).toHaveCount(0, { timeout: 4000 })
    expect(Date.now() - shownAt, "ms until the toast was gone").toBeLessThan(4000 + EXIT_MS + 1500)
  })
})
