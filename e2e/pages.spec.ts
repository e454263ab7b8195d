import { expect, test, type Page } from "@playwright/test"
import { site } from "../testing/content"
import { copyrightYears } from "../src/lib/copyright"
import { openUnderPolicy } from "../testing/csp-checks"
import { expectHeadingsInOrder, expectNoViolations, openMenu } from "../testing/axe"
import { arabicRoutes, collectErrors, routes, waitForHydration } from "../testing/pages"

// Every page the site serves, each loaded once, at a phone's width and then a desktop's: a page load with
// hydration costs about as much as an axe run, and these checks used to load each page three or four times
// (routes, Arabic edition, axe at 375 px, axe at 1440 px).

type Entry = { path: string; status: number; h1?: string }

// The pages a visitor reaches by a wrong address or by sending a form, in the edition under `prefix`.
const unlistedPages = (prefix: "" | "/ar"): Entry[] => [
  { path: `${prefix}/this-page-does-not-exist/`, status: 404 },
  ...[
    "/quote/received/?reference=Q-2026-000001",
    "/quote/not-sent/",
    "/complaints/received/?reference=C-2026-000001",
    "/complaints/not-sent/",
  ].map((path) => ({ path: prefix + path, status: 200 })),
]

const ENTRIES: Entry[] = [
  ...routes.map((route) => ({ ...route, status: 200 })),
  ...unlistedPages(""),
  ...arabicRoutes.map((route) => ({ ...route, status: 200 })),
  ...unlistedPages("/ar"),
]

// A page's template: each service and each case study is one template filled with another entry's texts, and each
// form's answer one page whatever the reference. The first page of a template in an edition is also checked with the
// menu open and at a desktop's width; what those two states change is the layout and the header, alike on every page
// of the template, while what the texts change (names, alternatives, headings, overflow) is checked on every page.
const templateOf = (path: string) => path.replace(/\?.*$/, "").replace(/\/(services|projects)\/[^/]+\/$/, "/$1/*/")
const LAYOUT_CHECKED = new Set(
  ENTRIES.filter(
    (entry, index) => ENTRIES.findIndex((other) => templateOf(other.path) === templateOf(entry.path)) === index,
  ),
)

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1440, height: 900 }
// From the narrowest phone to a wide desktop.
const OVERFLOW_WIDTHS = [320, 375, 1440, 1920]

// Requests the page makes to another origin (data: and blob: URLs are the page's own), from now on.
function requestsBeyond(page: Page, origin: string): string[] {
  const foreign: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol === "data:" || url.protocol === "blob:") return
    if (url.origin !== origin) foreign.push(request.url())
  })
  return foreign
}

async function overflowingWidths(page: Page): Promise<string[]> {
  const overflowing: string[] = []
  for (const width of OVERFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    if (scrollWidth > clientWidth)
      overflowing.push(`${width} px: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`)
  }
  return overflowing
}

test.use({ viewport: PHONE })

for (const entry of ENTRIES) {
  const arabicPage = entry.path.startsWith("/ar/")
  const layoutChecked = LAYOUT_CHECKED.has(entry)
  const states = layoutChecked ? "at 375 px, with the mobile menu open and at 1440 px" : "at 375 px"
  test(`${entry.path} answers ${entry.status} under the CSP, in its edition's language and direction, requests nothing beyond its origin, logs no errors, passes axe (WCAG 2.2 AA) ${states}, has its headings in order and no horizontal scroll at 320–1920 px`, async ({
    page,
    baseURL,
  }) => {
    // Three axe runs and four widths on one page: under a full CI run on two cores this took up to 25 s.
    test.setTimeout(60_000)
    const errors = collectErrors(page)
    const foreign = requestsBeyond(page, new URL(baseURL!).origin)
    const response = await openUnderPolicy(page, entry.path)
    expect(response.status(), `status of ${entry.path}`).toBe(entry.status)
    await waitForHydration(page)
    expect(
      await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir })),
    ).toEqual(arabicPage ? { lang: "ar", dir: "rtl" } : { lang: "en", dir: "ltr" })
    if (entry.h1) await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1)
    await expect(page.getByRole("contentinfo")).toContainText(`© ${copyrightYears(site.footer.copyrightYear)} `)

    await expectNoViolations(page, `on ${entry.path} at 375 px`)
    await expectHeadingsInOrder(page)
    if (layoutChecked) {
      // What opening the menu changes is the header and its panel; the rest of the page was just checked.
      const menu = await openMenu(page, entry.path)
      await expectNoViolations(page, `on ${entry.path} with the menu open`, ["header"])
      await page.keyboard.press("Escape")
      await expect(menu).toBeHidden()
      await page.setViewportSize(DESKTOP)
      await expectNoViolations(page, `on ${entry.path} at 1440 px`)
    }
    expect(await overflowingWidths(page)).toEqual([])
    // A missing page logs its 404, the browser's and the router's, as it should.
    if (entry.status === 200) expect(errors).toEqual([])
    expect(foreign).toEqual([])
  })
}
