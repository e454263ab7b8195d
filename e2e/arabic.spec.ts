import { expect, test, type Page } from "@playwright/test"
import { arabic, site } from "../testing/content"
import { arabicRoutes, gotoHydrated, routes, tickConsent } from "../testing/pages"
import { companyProfilePath } from "../src/lib/routes"

// The Arabic edition as a visitor meets it: right to left, in Arabic, with the same pages, navigation and form.
const ar = arabic.site
// Each Arabic page's language, direction, h1 and widths are checked by e2e/pages.spec.ts, in the load that runs
// axe on it.

const direction = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))

test("every link on an Arabic page stays in the Arabic edition, except the way back to English", async ({ page }) => {
  // The Arabic company profile sits beside the English one at the root, not under /ar/.
  const arabicDocuments = [companyProfilePath("ar")]
  for (const route of arabicRoutes.slice(0, 4)) {
    await page.goto(route.path)
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
        .filter((anchor) => anchor.origin === location.origin && !anchor.hasAttribute("hreflang"))
        .map((anchor) => anchor.pathname),
    )
    expect(links.length).toBeGreaterThan(10)
    expect(
      links.filter((path) => !path.startsWith("/ar/") && !arabicDocuments.includes(path)),
      `links on ${route.path}`,
    ).toEqual([])
  }
})

test("an unknown path under /ar/ answers 404 with the Arabic not-found page, also after hydration", async ({
  page,
}) => {
  const response = await page.goto("/ar/no-such-page/")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.notFound.heading)
  await page.waitForLoadState("networkidle")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.notFound.heading)
  expect(await direction(page)).toEqual({ lang: "ar", dir: "rtl" })
  await expect(page.getByRole("link", { name: ar.notFound.homeLink })).toHaveAttribute("href", "/ar/")
})

// The server sets each page's language and direction. Setting them again at hydration, though to the same values,
// has Chromium restyle every element of the page (their :lang() and :dir() may have changed): a task of 40-100 ms
// on a 4x-slowed phone after the first paint.
test("hydration leaves the language and direction the server set on the page", async ({ page }) => {
  await page.addInitScript(() => {
    const set: string[] = []
    Object.assign(window, { htmlAttributesSet: set })
    // Watched from the document, which exists before its root element does.
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.documentElement) set.push(record.attributeName!)
    }).observe(document, { subtree: true, attributeFilter: ["lang", "dir"] })
  })
  for (const path of ["/ar/", "/services/"]) {
    await gotoHydrated(page, path)
    expect(await page.evaluate(() => (window as unknown as { htmlAttributesSet: string[] }).htmlAttributesSet)).toEqual(
      [],
    )
  }
  expect(await direction(page)).toEqual({ lang: "en", dir: "ltr" })
})

test.describe("the language switch", () => {
  test("keeps the visitor on the same page in the other language, both ways", async ({ page }) => {
    await gotoHydrated(page, "/services/ndt/")
    const toArabic = page.getByRole("banner").getByRole("link", { name: ar.nav.languageName })
    await expect(toArabic).toHaveAttribute("lang", "ar")
    await expect(toArabic).toHaveAttribute("hreflang", "ar")
    await toArabic.click()
    await expect(page).toHaveURL(/\/ar\/services\/ndt\/$/)
    const title = arabic.services.find((service) => service.slug === "ndt")!.title
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect.poll(() => direction(page)).toEqual({ lang: "ar", dir: "rtl" })

    const toEnglish = page.getByRole("banner").getByRole("link", { name: site.nav.languageName })
    await expect(toEnglish).toHaveAttribute("lang", "en")
    await toEnglish.click()
    await expect(page).toHaveURL(/\/services\/ndt\/$/)
    expect(new URL(page.url()).pathname).toBe("/services/ndt/")
    await expect.poll(() => direction(page)).toEqual({ lang: "en", dir: "ltr" })
  })

  test("every page names its translation for search engines: hreflang en, ar and x-default", async ({ page }) => {
    for (const path of [routes[2].path, arabicRoutes[2].path, "/ar/", "/contact/"]) {
      await page.goto(path)
      const alternates = await page.evaluate(() =>
        Object.fromEntries(
          Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
            link.getAttribute("hreflang"),
            new URL(link.getAttribute("href")!).pathname,
          ]),
        ),
      )
      const english = path.replace(/^\/ar\//, "/")
      expect(alternates, path).toEqual({ en: english, ar: `/ar${english}`, "x-default": english })
    }
  })
})

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("the mobile menu opens from the left in Arabic, links within the edition and offers English", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/services/")
    const opener = page.getByRole("banner").getByRole("button", { name: ar.nav.openMenu })
    await opener.click()
    const dialog = page.getByRole("dialog", { name: ar.nav.menuTitle })
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialog.evaluate((panel) => Math.round(panel.getBoundingClientRect().left))).toBe(0)
    await expect(dialog.getByRole("link", { name: ar.nav.home })).toHaveAttribute("href", "/ar/")
    await expect(dialog.getByRole("link", { name: site.nav.languageName })).toHaveAttribute("href", "/services/")
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("directional icons point the reading way, and numbers and addresses read left to right", async ({ page }) => {
    await gotoHydrated(page, "/ar/")
    const arrow = page.locator("section#services a svg").first()
    const transform = await arrow.evaluate((icon) => getComputedStyle(icon).transform)
    expect(transform).toMatch(/^matrix\(-1, 0, 0, 1,/)
    const phone = page.getByRole("contentinfo").locator('a[href^="tel:"]').first()
    expect(await phone.evaluate((link) => getComputedStyle(link).direction)).toBe("ltr")
    const email = page.locator("#email")
    expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr")
  })
})

test("phone numbers inside an Arabic sentence read left to right", async ({ page }) => {
  await page.goto("/ar/quote/received/?reference=Q-2026-000001")
  const [first, second] = arabic.site.contact.phones
  // Where the "+" and the last group of digits of each number are drawn, left to right.
  const positions = await page.evaluate(
    `(${String((numbers: string[]) => {
      const paragraph = Array.from(document.querySelectorAll("main p")).find((p) =>
        p.textContent!.includes(numbers[0]),
      )!
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
      const found: Record<string, { plus: number; last: number }> = {}
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const number = numbers.find((candidate) => node!.data === candidate)
        if (!number) continue
        const x = (index: number) => {
          const range = document.createRange()
          range.setStart(node!, index)
          range.setEnd(node!, index + 1)
          return range.getBoundingClientRect().left
        }
        found[number] = { plus: x(0), last: x(number.length - 1) }
      }
      return found
    })})(${JSON.stringify([first, second])})`,
  )
  const placed = positions as Record<string, { plus: number; last: number }>
  expect(placed[first].plus, `${first} starts with its "+" on the left`).toBeLessThan(placed[first].last)
  expect(placed[second].plus).toBeLessThan(placed[second].last)
})

test.describe("the Arabic font", () => {
  const fontRequests = (page: Page) => {
    const fonts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "font" || /\.woff2?$/.test(request.url())) fonts.push(request.url())
    })
    return fonts
  }

  test("is downloaded by Arabic pages only, from this site, after the first paint", async ({ page, baseURL }) => {
    const englishFonts = fontRequests(page)
    for (const path of ["/", "/contact/", "/services/ndt/"]) {
      await page.goto(path)
      await page.waitForLoadState("networkidle")
    }
    expect(englishFonts).toEqual([])

    const context = await page.context().browser()!.newContext()
    const arabicPage = await context.newPage()
    const fonts = fontRequests(arabicPage)
    await gotoHydrated(arabicPage, new URL("/ar/", baseURL).toString())
    await arabicPage.waitForLoadState("networkidle")
    expect(fonts.length).toBe(2)
    for (const url of fonts)
      expect(url).toMatch(new RegExp(`^${new URL(baseURL!).origin}/static/ibm-plex-sans-arabic-`))
    // The first visit keeps the device's font: nothing is swapped under the reader's eyes.
    const family = () => arabicPage.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(await family()).not.toMatch(/IBM Plex Sans Arabic/)
    await context.close()
  })

  test("is used from the next page on, by a link or a reload, without moving the layout", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await page.addInitScript(() => {
      ;(window as unknown as { shift: number }).shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shift: number }).shift += entry.value
      }).observe({ type: "layout-shift", buffered: true })
    })
    const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
    await gotoHydrated(page, "/ar/")
    await page.waitForLoadState("networkidle")
    expect(await family()).not.toMatch(/IBM Plex Sans Arabic/)
    // The page has fetched the font for the pages after it.
    await page.waitForFunction(() => document.fonts.check('1em "IBM Plex Sans Arabic"', "\u0627"))

    await page.locator('main a[href="/ar/services/"]').first().click()
    await expect(page).toHaveURL(/\/ar\/services\/$/)
    await expect.poll(family).toMatch(/^"IBM Plex Sans Arabic"/)

    await page.reload()
    await page.waitForLoadState("networkidle")
    expect(await family()).toMatch(/^"IBM Plex Sans Arabic"/)
    expect(await page.evaluate(() => document.fonts.check('1em "IBM Plex Sans Arabic"', "\u0627"))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
    await context.close()
  })
})

test.describe("the quote form in Arabic", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/ar/contact/")
  })

  test("an empty submit shows the Arabic messages under each field", async ({ page }) => {
    await page.getByRole("button", { name: ar.form.submit }).click()
    for (const field of ["firstName", "lastName", "email", "message"]) {
      await expect(page.locator(`#${field}`)).toHaveAttribute("aria-invalid", "true")
      await expect(page.locator(`#${field}-error`)).toHaveText(ar.form.errors.required)
    }
    for (const field of ["industry", "service"])
      await expect(page.locator(`#${field}-error`)).toHaveText(ar.form.errors.select)
    await expect(page.locator("#firstName")).toBeFocused()
  })

  test("Arabic input is accepted: an Arabic toast with the reference, at the bottom left", async ({ page }) => {
    await page.locator("#firstName").fill("منى")
    await page.locator("#lastName").fill("السيد")
    await page.locator("#email").fill(`mona.${Date.now()}@delta-petroleum.test`)
    await page.locator("#company").fill("شركة دلتا للخدمات البترولية")
    await page.locator("#industry").selectOption("oil-gas")
    await page.locator("#service").selectOption("ndt")
    await expect(page.locator("#service option:checked")).toHaveText(
      arabic.services.find((s) => s.formValue === "ndt")!.title,
    )
    await page.locator("#message").fill("فحص أرضية خزان نفط خام سعة 30,000 م³ بتقنية MFL وفق API 653.")
    await tickConsent(page)
    await page.getByRole("button", { name: ar.form.submit }).click()

    const toast = page.getByTestId("toast").filter({ hasText: /Q-\d{4}-\d{6}/ })
    await expect(toast).toBeVisible()
    const reference = (await toast.textContent())!.match(/Q-\d{4}-\d{6}/)![0]
    await expect(toast).toContainText(ar.form.successToast.split("{reference}")[0].trim())
    await expect(page.locator("form [role=status]")).toContainText(reference)
    const box = (await toast.boundingBox())!
    const width = page.viewportSize()!.width
    expect(box.x, "toast at the left edge").toBeLessThan(width / 2)
  })
})
