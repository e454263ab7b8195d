import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { arabic, site } from "./content"

// WCAG 2.2 AA as axe-core checks it.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

// The texts of the edition a path belongs to.
export const textsOf = (path: string) => (path.startsWith("/ar/") ? arabic.site : site)

// Every violation with the rule, its impact and where it is, so a failure says what to fix. `within` limits the
// run to those parts of the page (CSS selectors).
export async function expectNoViolations(page: Page, what: string, within: string[] = []) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  for (const selector of within) builder.include(selector)
  const { violations } = await builder.analyze()
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").join(" ")}`),
  }))
  expect(found, `axe violations ${what}`).toEqual([])
}

// The mobile menu, opened from the header and slid fully in (from the right, or from the left on right-to-left
// pages), so what is checked next sees the panel where the visitor does.
export async function openMenu(page: Page, path: string) {
  const { nav } = textsOf(path)
  await page.getByRole("banner").getByRole("button", { name: nav.openMenu }).click()
  const dialog = page.getByRole("dialog", { name: nav.menuTitle })
  await expect(dialog).toBeVisible()
  await expect
    .poll(() =>
      dialog.evaluate((panel) => {
        const box = panel.getBoundingClientRect()
        return document.dir === "rtl" ? Math.round(box.left) === 0 : Math.round(box.right) === window.innerWidth
      }),
    )
    .toBe(true)
  return dialog
}

// Headings in order: one h1, which comes first, and no level skipped on the way down.
export async function expectHeadingsInOrder(page: Page) {
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
