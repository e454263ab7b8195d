import { expect, test, type Page } from "@playwright/test"
import { arabic, site } from "../testing/content"
import { gotoHydrated } from "../testing/pages"

// Everything reachable and operable by keyboard, in a sensible order, and every stop visibly focused.

type Focused = {
  tag: string
  id: string
  name: string
  outline: string
  boxShadow: string
  indicator: boolean
  inViewport: boolean
  obscured: boolean
  covering: string
  region: string
}

// The focused element, its accessible-ish name and whether it shows a focus indicator: an outline of at
// least 2 px, or a box-shadow (Tailwind's focus ring). It must also be on screen and not covered by
// anything else, such as the sticky header (WCAG 2.2 focus not obscured): what is painted at its centre
// is the element itself.
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    const outlineWidth = parseFloat(style.outlineWidth)
    const outlined = style.outlineStyle !== "none" && outlineWidth >= 2
    const shadowed = style.boxShadow !== "none" && style.boxShadow !== ""
    const rect = element.getBoundingClientRect()
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1)
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1)
    const top = document.elementFromPoint(x, y)
    const labelled = element.getAttribute("aria-labelledby")
    const name =
      element.getAttribute("aria-label") ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      element.textContent?.trim() ??
      ""
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      name: name.trim(),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      indicator: outlined || shadowed,
      inViewport: rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth,
      // Hitting the element, its content, or an ancestor (the gap between the lines of a wrapped link) is fine;
      // anything else painted there covers it.
      obscured: !top || !(element === top || element.contains(top) || top.contains(element)),
      covering: top ? `${top.tagName.toLowerCase()}.${String(top.className).split(" ").slice(0, 3).join(".")}` : "",
      region: element.closest("header, main, footer")?.tagName.toLowerCase() ?? "",
    }
  })
}

// Where focus is, as the checks below read it.
const placement = (stop: Focused) => ({
  inViewport: stop.inViewport,
  obscured: stop.obscured ? `by ${stop.covering}` : false,
})
const SEEN_CLEARLY = { inViewport: true, obscured: false }

// The menu slides in and a pointer's scroll may be smooth, so being in view is waited for; a Tab scrolls at once,
// so the first look nearly always settles it, and only otherwise is the page asked again.
async function expectVisibleFocus(page: Page, what: string, firstLook?: Focused): Promise<Focused> {
  let current = firstLook ?? (await focused(page))
  if (!current.inViewport || current.obscured) {
    await expect
      .poll(async () => placement((current = await focused(page))), {
        message: `${what} comes into view, uncovered by the sticky header or anything else`,
      })
      .toEqual(SEEN_CLEARLY)
  }
  expect(
    current.indicator,
    `${what} (${current.tag} "${current.name}") shows a focus indicator: outline ${current.outline}, box-shadow ${current.boxShadow}`,
  ).toBe(true)
  return current
}

async function tab(page: Page, what: string, shift = false): Promise<Focused> {
  await page.keyboard.press(shift ? "Shift+Tab" : "Tab")
  return expectVisibleFocus(page, what)
}

const brandHome = site.nav.homeLabel.replace("{brand}", site.brand)
const NAV = [site.nav.home, site.nav.services, site.nav.industries, site.nav.about, site.nav.contact]

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("Tab reaches the skip link first, and Enter on it moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/")
    const skip = await tab(page, "the first Tab stop")
    expect(skip.name).toBe(site.nav.skipToContent)
    await expect(page.getByRole("link", { name: site.nav.skipToContent })).toBeInViewport()

    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true)
    await expectVisibleFocus(page, "the first stop in main")
  })

  test("Tab goes through the header: logo, the navigation links, the language switch, then Get Quote", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    expect((await tab(page, "skip link")).name).toBe(site.nav.skipToContent)
    expect((await tab(page, "logo")).name).toBe(brandHome)
    for (const label of NAV) expect((await tab(page, `nav link ${label}`)).name).toBe(label)
    expect((await tab(page, "language switch")).name).toBe(arabic.site.nav.languageName)
    const quote = await tab(page, "Get Quote")
    expect(quote.name).toBe(site.nav.getQuote)
    // Leaving the header, focus goes into the page, not to the (hidden) mobile menu.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true)
    // And back again with Shift+Tab.
    expect((await tab(page, "back to Get Quote", true)).name).toBe(site.nav.getQuote)
  })

  test("Enter on a header link follows it", async ({ page }) => {
    await gotoHydrated(page, "/services/")
    await page.getByRole("banner").getByRole("link", { name: site.nav.home, exact: true }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.heading)
  })
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: site.nav.openMenu })
  const dialog = (page: Page) => page.getByRole("dialog", { name: site.nav.menuTitle })

  for (const key of ["Enter", "Space"]) {
    test(`the menu opens with ${key}, Tab moves through it and Escape closes it`, async ({ page }) => {
      await gotoHydrated(page, "/")
      expect((await tab(page, "skip link")).name).toBe(site.nav.skipToContent)
      expect((await tab(page, "logo")).name).toBe(brandHome)
      expect((await tab(page, "language switch")).name).toBe(arabic.site.nav.languageName)
      const button = await tab(page, "menu button")
      expect(button.name).toBe(site.nav.openMenu)
      await expect(menuButton(page)).toBeFocused()

      await page.keyboard.press(key)
      await expect(dialog(page)).toBeVisible()
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true")
      await expect(dialog(page).getByRole("button", { name: site.nav.closeMenu })).toBeFocused()
      await expectVisibleFocus(page, "close button")

      // The sections, then the links only the phone menu adds (a scanned label's check, the client's way in).
      const menuOnly = [site.footer.links.verify, site.footer.links.client]
      for (const label of [...NAV, ...menuOnly, arabic.site.nav.languageName, site.nav.getQuote]) {
        expect((await tab(page, `menu entry ${label}`)).name).toBe(label)
      }
      // Focus stays in the dialog: after the last entry it comes back to the close button.
      expect((await tab(page, "wrapped to the close button")).name).toBe(site.nav.closeMenu)
      expect((await tab(page, "Shift+Tab wraps to the last entry", true)).name).toBe(site.nav.getQuote)

      await page.keyboard.press("Escape")
      await expect(dialog(page)).toBeHidden()
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false")
      await expect(menuButton(page)).toBeFocused()
      await expectVisibleFocus(page, "menu button after Escape")
    })
  }

  test("a menu entry chosen with Enter takes the visitor there and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/")
    await menuButton(page).focus()
    await page.keyboard.press("Enter")
    await expect(dialog(page)).toBeVisible()
    await dialog(page).getByRole("link", { name: site.nav.industries }).focus()
    await page.keyboard.press("Enter")
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/#industries$/)
    await expect(page.locator("#industries-heading")).toBeInViewport()
  })
})

const FORM_ORDER = ["firstName", "lastName", "email", "company", "phone", "industry", "service", "message"]

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`on /contact/ at ${viewport.width} px Tab goes through every form control in order, and Enter sends`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await gotoHydrated(page, "/contact/")
    // From the top of the page, Tab until the first field; everything passed on the way must show focus.
    let current = await tab(page, "first Tab stop")
    for (let step = 0; current.id !== "firstName"; step++) {
      expect(step, "Tab presses before the first form field").toBeLessThan(30)
      current = await tab(page, `Tab stop ${step + 2}`)
    }
    for (const id of FORM_ORDER.slice(1)) {
      current = await tab(page, `field ${id}`)
      expect(current.id, "the next field in order").toBe(id)
    }
    // Then the site (its radio group is one stop), the date, the files, and the consent box and the
    // privacy notice it links to, beside the send button.
    current = await tab(page, "the site's radio group")
    expect(current.tag).toBe("input")
    for (const id of ["site", "neededBy", "attachments"]) {
      current = await tab(page, `field ${id}`)
      // The date input is one Tab stop per part (day, month, year) in Chromium.
      while (id === "attachments" && current.id === "neededBy") current = await tab(page, "the date's next part")
      expect(current.id, "the next field in order").toBe(id)
    }
    current = await tab(page, "the consent box")
    expect(current.id).toBe("consent")
    current = await tab(page, "the privacy notice link")
    expect(current.tag).toBe("a")
    current = await tab(page, "the submit button")
    expect(current.tag).toBe("button")
    expect(current.name).toBe(site.form.submit)

    // Enter on the button sends the empty form: errors appear and focus goes back to the first field.
    await page.keyboard.press("Enter")
    await expect(page.locator("#firstName")).toBeFocused()
    await expect(page.locator("#firstName-error")).toHaveText(site.form.errors.required)
    await expectVisibleFocus(page, "first invalid field")

    // Going back up with Shift+Tab, each field comes into view clear of the sticky header.
    await page.locator("#message").focus()
    for (const id of FORM_ORDER.slice(0, -1).reverse()) {
      current = await tab(page, `field ${id} (backwards)`, true)
      expect(current.id).toBe(id)
    }
  })
}

// Every Tab stop of the main pages, from the skip link to the last footer link, shows where focus is.
for (const { width, height, routes } of [
  { width: 1440, height: 900, routes: ["/", "/services/", "/services/ndt/", "/contact/", "/quote/not-sent/"] },
  { width: 375, height: 812, routes: ["/", "/services/ndt/"] },
]) {
  for (const route of routes) {
    test(`every Tab stop on ${route} at ${width} px shows a visible focus indicator`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height })
      await gotoHydrated(page, route)
      const seen: Focused[] = []
      for (let step = 1; step <= 150; step++) {
        await page.keyboard.press("Tab")
        // Past the last stop focus leaves the page: the body is "focused".
        const look = await focused(page)
        if (look.tag === "body") break
        const stop = await expectVisibleFocus(page, `Tab stop ${step}`, look)
        if (step > 1 && stop.name === site.nav.skipToContent) break
        seen.push(stop)
      }
      expect(seen[0].name).toBe(site.nav.skipToContent)
      // In order through the header, the page and the footer, whose last link is the e-mail address.
      const regions = seen
        .map((stop) => stop.region)
        .filter((region, index, all) => region && region !== all[index - 1])
      expect(regions).toEqual(["header", "main", "footer"])
      // Below 640 px the phone bar's three links come last, after the footer.
      const bar = width < 640 ? [site.phoneBar.call, site.phoneBar.whatsapp, site.phoneBar.quote] : []
      expect(seen.slice(-1 - bar.length).map((stop) => stop.name)).toEqual([site.contact.email, ...bar])
    })
  }
}

test("a select is operable by keyboard", async ({ page }) => {
  await gotoHydrated(page, "/contact/")
  const industry = page.locator("#industry")
  await industry.focus()
  await page.keyboard.press("ArrowDown")
  await expect(industry).not.toHaveValue("")
})
