import fs from "node:fs"
import path from "node:path"
import { expect, type Page } from "@playwright/test"
import type * as AxeCore from "axe-core"
import { arabic, site } from "./content"
import { ROOT } from "./paths"

// WCAG 2.2 AA as axe-core checks it.
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

// The texts of the edition a path belongs to.
export const textsOf = (path: string) => (path.startsWith("/ar/") ? arabic.site : site)

// axe-core run in the page itself, its source put in once a document. @axe-core/playwright's AxeBuilder took
// 2.7–3.9 s a run on this machine, where axe.run itself takes 0.4–0.6 s: it opens a blank page to merge the
// frames' results and sends every result type back, and the pages checked here have no frame. axe still
// computes every result type (limiting them made landmark-unique report distinct landmarks as duplicates); only
// the violations come back.
const AXE_SOURCE = fs.readFileSync(path.join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8")

type Found = { rule: string; impact?: string | null; help: string; nodes: string[] }
type Options = { tags?: string[]; within?: string[] }

// Every violation with the rule, its impact and where it is, so a failure says what to fix. `tags` limits the
// rules (all of axe's by default), `within` the parts of the page (CSS selectors; the whole document by default).
export async function axeViolations(page: Page, { tags, within = [] }: Options = {}): Promise<Found[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ tags, within }) => {
      // Frames would need axe in each of them; none of the checked pages has one, and a new one must say so.
      if (document.querySelector("iframe, frame"))
        throw new Error("the page has a frame: axe checks its top document only")
      const { axe } = window as unknown as { axe: typeof AxeCore }
      const context = within.length ? { include: within.map((selector) => [selector]) } : document
      const { violations, passes } = await axe.run(context, {
        iframes: false,
        ...(tags ? { runOnly: { type: "tag" as const, values: tags } } : {}),
      })
      // A run that passed nothing checked nothing (a wrong tag or selector): that must not read as clean.
      if (!passes.length) throw new Error("axe ran no rule that passed here: check its tags and selectors")
      return violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").join(" ")}`,
        ),
      }))
    },
    { tags, within },
  )
}

// WCAG 2.2 AA, no violation: `what` names the page and state in the failure.
export async function expectNoViolations(page: Page, what: string, within: string[] = []) {
  expect(await axeViolations(page, { tags: WCAG_TAGS, within }), `axe violations ${what}`).toEqual([])
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
