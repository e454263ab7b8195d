import { expect, test, type Locator, type Page } from "@playwright/test"
import { industries, services } from "../testing/content"
import { gotoHydrated, tickConsent } from "../testing/pages"

// react-hot-toast keeps a dismissed toast in the page for 1 s while it fades out.
const EXIT_MS = 1000
// How long a toast stays by itself (TOAST_DURATION_MS in src/components/layout/toaster.tsx).
const DURATION_MS = 4000

const toasts = (page: Page) => page.locator("[data-testid=toast]").filter({ visible: true })
const toastOf = (page: Page, reference: string) => toasts(page).filter({ hasText: reference })
// react-hot-toast's bar inside a toast: its enter and exit animations play on it.
const barOf = (toast: Locator) => toast.locator(":scope > div")

// The name of the animation a toast's bar plays on arrival (none until react-hot-toast has measured the toast).
async function enterAnimationOf(toast: Locator) {
  await expect(barOf(toast)).not.toHaveCSS("animation-name", "none")
  return barOf(toast).evaluate((bar) => getComputedStyle(bar).animationName)
}

// From here on the page's clock (Date and timers) moves only when the test runs it forward, so a toast's time on
// screen and the delay before a dismissed one leaves the page are exact however slow the machine is; CSS
// animations still play in real time. The clock is stopped a minute ahead: pausing may not go back in time.
async function stopPageClock(page: Page) {
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 60_000)
}

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
// Answers the reference the API gave, which the toast names.
async function send(page: Page): Promise<string> {
  await fillValidForm(page)
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/api/quote"),
    page.getByRole("button", { name: "Send Request" }).click(),
  ])
  await expect(page.locator("#firstName")).toHaveValue("")
  return ((await answer.json()) as { reference: string }).reference
}

// Position once the toast has stopped moving: every animation of it and of its wrapper that ends (the enter
// animation, the slide to its place in the stack; not the spinner turning for ever behind the icon) has ended,
// and two reads a frame apart agree. An animation replaced by another (React restyling the toast) ends as
// cancelled: the next round waits for what replaced it.
async function settledBox(locator: Locator) {
  const page = locator.page()
  for (;;) {
    await locator.evaluate((toast) =>
      Promise.all(
        toast
          .parentElement!.getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => null)),
      ),
    )
    const previous = await locator.boundingBox()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    const box = await locator.boundingBox()
    if (box && previous && box.x === previous.x && box.y === previous.y && box.height === previous.height) return box
  }
}

test.describe("toasts after sending the quote form", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/contact/")
  })

  test("at most three are shown at once", async ({ page }) => {
    // No toast goes by itself however long the four sends take: only the limit can dismiss one.
    await stopPageClock(page)
    const references: string[] = []
    for (let count = 1; count <= 4; count++) references.push(await send(page))
    // The oldest is dismissed when the fourth arrives; once it has faded out and left the page, three remain.
    const oldest = toastOf(page, references[0])
    await expect(barOf(oldest)).toHaveCSS("opacity", "0")
    await page.clock.runFor(EXIT_MS)
    await expect(oldest).toHaveCount(0)
    await expect(toasts(page)).toHaveCount(3)
    for (const reference of references.slice(1)) {
      await expect(barOf(toastOf(page, reference)), `the toast of ${reference}`).toHaveCSS("opacity", "1")
    }
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
    await stopPageClock(page)
    await send(page)
    await expect(toasts(page)).toHaveCount(1)
    await toasts(page).getByRole("button", { name: "Dismiss notification" }).click()
    await expect(barOf(toasts(page))).toHaveCSS("opacity", "0")
    // Gone once it has faded out, well before the 4 s after which it would go by itself.
    await page.clock.runFor(EXIT_MS)
    await expect(toasts(page)).toHaveCount(0)
  })

  // One toast, dragged sideways from its middle once it has settled. Answers also the name of the animation its
  // bar played before the drag: the enter animation.
  async function sendAndDrag(page: Page, distance: number) {
    await send(page)
    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    const box = await settledBox(toast)
    const entering = await enterAnimationOf(toast)
    await drag(page, box.x + box.width / 2, box.y + box.height / 2, distance)
    return { toast, box, entering }
  }

  test("dragging a toast sideways by more than 20 px dismisses it", async ({ page }) => {
    const { toast } = await sendAndDrag(page, 60)
    // The pointer stays over the toast, which pauses its timer: only the drag can have dismissed it.
    await expect(toast).toHaveCount(0, { timeout: EXIT_MS + 1000 })
  })

  test("a drag of 20 px or less leaves the toast in place", async ({ page }) => {
    const { toast, box, entering } = await sendAndDrag(page, 15)
    // Let go, the toast is back in its place; the release that put it back would have dismissed it in the same
    // update, and a dismissed toast plays its exit animation (then leaves): it still plays the enter one.
    await expect.poll(async () => (await toast.boundingBox())?.x).toBeCloseTo(box.x, 0)
    await expect(toast).toHaveCount(1)
    await expect(barOf(toast)).toHaveCSS("animation-name", entering)
    await expect(barOf(toast)).toHaveCSS("opacity", "1")
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

  test("a toast goes away by itself after 4 s", async ({ page }) => {
    await stopPageClock(page)
    await send(page)
    await page.mouse.move(5, 5) // away from the toast: hovering pauses it
    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    const entering = await enterAnimationOf(toast)
    // Still fully shown a moment before 4 s, not fading out.
    await page.clock.runFor(DURATION_MS - 1)
    await expect(barOf(toast)).toHaveCSS("animation-name", entering)
    await expect(barOf(toast)).toHaveCSS("opacity", "1")
    // At 4 s it fades out, and it has left the page once the fade is over.
    await page.clock.runFor(1)
    await expect(barOf(toast)).toHaveCSS("opacity", "0")
    await page.clock.runFor(EXIT_MS)
    await expect(toast).toHaveCount(0)
  })
})
