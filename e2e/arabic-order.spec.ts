import path from "node:path"
import { expect, test } from "@playwright/test"
import { htmlFiles } from "../http-rules/public-files"
import { localizePath } from "../src/lib/locales"
import { servicePath } from "../src/lib/routes"
import { PUBLIC_DIR } from "../testing/paths"
import { laidOutTexts, runsOutsideIsolates } from "../testing/unisolated-runs"

// On the built Arabic pages, every code, date, clause and unit the site isolates (<bdi dir="ltr">, BidiText)
// displays in its own order: each character to the right of the one before it on its line. The NDT page holds
// the line number 40-P-1204, the painting page Sa 2½ (shared/readings/content-ar.md, 2.3).
for (const slug of ["ndt", "painting-inspection"]) {
  const path = localizePath(servicePath(slug), "ar")
  test(`${path}: each isolated run reads in its own order`, async ({ page }) => {
    await page.goto(path)
    const runs = await page.locator('main bdi[dir="ltr"]').evaluateAll((elements) =>
      elements.map((element) => {
        const node = element.firstChild
        const text = element.textContent ?? ""
        if (!node || node.nodeType !== Node.TEXT_NODE) return { text, inOrder: false }
        const boxes = [...text].map((_, index) => {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const box = range.getBoundingClientRect()
          return { left: box.left, top: Math.round(box.top), blank: text[index] === " " }
        })
        const inOrder = boxes.every(
          (box, index) =>
            index === 0 ||
            box.blank ||
            boxes[index - 1].blank ||
            box.top !== boxes[index - 1].top ||
            box.left > boxes[index - 1].left,
        )
        return { text, inOrder }
      }),
    )
    expect(runs.length).toBeGreaterThan(0)
    expect(runs.filter((run) => !run.inOrder)).toEqual([])
  })
}

// Every built Arabic page, its <title> too, holds no code, date, clause or unit outside an isolate: a component that
// prints a data text as a plain string shows here, named by the run and the page (testing/unisolated-runs.ts). The
// apps (client, staff) render in the browser and are held to it by their component tests.
const arabicRoutes = htmlFiles(path.join(PUBLIC_DIR, "ar"))
  .map(
    (file) =>
      `/${path
        .relative(PUBLIC_DIR, file)
        .split(path.sep)
        .join("/")
        .replace(/index\.html$/, "")}`,
  )
  .filter((route) => !/^\/ar\/(client|staff)\//.test(route))

test("every built Arabic page isolates the codes in its text", async ({ page }) => {
  expect(arabicRoutes.length).toBeGreaterThan(10)
  const found: string[] = []
  for (const route of arabicRoutes) {
    await page.goto(route)
    found.push(
      ...runsOutsideIsolates(await page.evaluate(laidOutTexts as () => string[])).map((run) => `${route}: ${run}`),
    )
  }
  expect(found).toEqual([])
})
