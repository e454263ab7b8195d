import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { arabic, site } from "../testing/content"
import { arabicRoutes, routes, waitForHydration } from "../testing/pages"

// WCAG 2.2 AA as axe-core checks it, on every page the site serves, at a phone and a desktop width.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

type Route = { path: string; status: number }

const ALL_ROUTES: Route[] = [
  ...routes.map((route) => ({ path: route.path, status: 200 })),
  { path: "/this-page-does-not-exist/", status: 404 },
  { path: "/quote/received/?reference=Q-2026-000001", status: 200 },
  { path: "/quote/not-sent/", status: 200 },
  { path: "/complaints/received/?reference=C-2026-000001", status: 200 },
  { path: "/complaints/not-sent/", status: 200 },
  ...arabicRoutes.map((route) => ({ path: route.path, status: 200 })),
  { path: "/ar/this-page-does-not-exist/", status: 404 },
  { path: "/ar/quote/received/?reference=Q-2026-000001", status: 200 },
  { path: "/ar/quote/not-sent/", status: 200 },
  { path: "/ar/complaints/received/?reference=C-2026-000001", status: 200 },
  { path: "/ar/complaints/not-sent/", status: 200 },
]

// The texts of the edition a path belongs to.
const textsOf = (path: string) => (path.startsWith("/ar/") ? arabic.site : site)

const WIDTHS = [
  { name: "375", viewport: { width: 375, height: 812 } },
  { name: "1440", viewport: { width: 1440, height: 900 } },
]

async function open(page: Page, route: Route) {
  const response = await page.goto(route.path)
  expect(response?.status(), `status of ${route.path}`).toBe(route.status)
  await waitForHydration(page)
}

// Every violation with the rule, its impact and where it is, so a failure says what to fix.
async function expectNoViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").join(" ")}`),
  }))
  expect(found, `axe violations ${what}`).toEqual([])
}

async function openMenu(page: Page, path: string) {
  const { nav } = textsOf(path)
  await page.getByRole("banner").getByRole("button", { name: nav.openMenu }).click()
  const dialog = page.getByRole("dialog", { name: nav.menuTitle })
  await expect(dialog).toBeVisible()
  // Wait for the slide-in to finish (from the right, or from the left on right-to-left pages), so axe sees the
  // panel where the visitor does.
  await expect
    .poll(() =>
      dialog.evaluate((panel) => {
        const box = panel.getBoundingClientRect()
        return document.dir === "rtl" ? Math.round(box.left) === 0 : Math.round(box.right) === window.innerWidth
      }),
    )
    .toBe(true)
}

// Headings in order: one h1, which comes first, and no level skipped on the way down.
async function expectHeadingsInOrder(page: Page) {
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]"))
      .filter((heading) => !heading.closest("[hidden], [aria-hidden=true]"))
      .map((heading) => ({
        level: Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1)),
        text: heading.textContent?.trim() ?? "",
      })),
  )
  expect(headings.length, "headings on the page").toBeGreaterThan(1)
  expect(
    headings.filter((heading) => heading.level === 1),
    "h1 count",
  ).toHaveLength(1)
  expect(headings[0].level, `first heading: ${headings[0].text}`).toBe(1)
  for (let index = 1; index < headings.length; index++) {
    const [previous, current] = [headings[index - 1], headings[index]]
    expect(
      current.level,
      `"${current.text}" (h${current.level}) follows "${previous.text}" (h${previous.level})`,
    ).toBeLessThanOrEqual(previous.level + 1)
  }
}

// Each page is loaded once a width: at 375 px axe runs on it, then with the mobile menu open; at 1440 px axe
// runs, then the headings are read (a page load with hydration costs about as much as an axe run).
const CHECKS_AFTER_AXE: Record<string, { title: string; check: (page: Page, route: Route) => Promise<void> }> = {
  "375": {
    title: "nor with the mobile menu open",
    check: async (page, route) => {
      await openMenu(page, route.path)
      await expectNoViolations(page, `on ${route.path} with the menu open`)
    },
  },
  "1440": { title: "and its headings are in order", check: (page) => expectHeadingsInOrder(page) },
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport })
    const after = CHECKS_AFTER_AXE[name]

    for (const route of ALL_ROUTES) {
      test(`axe finds no WCAG 2.2 AA violation on ${route.path}, ${after.title}`, async ({ page }) => {
        await open(page, route)
        await expectNoViolations(page, `on ${route.path} at ${name} px`)
        await after.check(page, route)
      })
    }

    for (const path of ["/contact/", "/", "/ar/contact/"]) {
      test(`axe finds no violation on ${path} while the quote form shows its errors`, async ({ page }) => {
        await open(page, { path, status: 200 })
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
    await open(page, { path: "/", status: 200 })
    // The menu is rendered when it first opens.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click()
    const styles = await motion(page)
    expect(styles.scrollBehavior).toBe("smooth")
    expect(seconds(styles.panel)).toBeGreaterThan(0.1)
  })

  test("reduce turns off smooth scrolling and the menu's animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await open(page, { path: "/", status: 200 })
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click()
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
