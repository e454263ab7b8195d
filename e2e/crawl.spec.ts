import { expect, test } from "@playwright/test"
import { routes } from "../testing/pages"

type Visit = { status: number; ids: Set<string> }

// Breadth-first over every same-origin link from the home page: every page answers 200 and every
// #fragment names an element on the page it points to.
test("every link on the site leads to a page, and every #fragment to an element on it", async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL!).origin
  const visits = new Map<string, Visit>()
  const links: { from: string; href: string }[] = []
  const queue = [new URL("/", origin).href]
  const seen = new Set(queue)

  while (queue.length > 0) {
    const url = queue.shift()!
    // A document (the company profiles) is not a page to read links from: its answer is enough.
    if (new URL(url).pathname.endsWith(".pdf")) {
      visits.set(url, { status: (await page.request.get(url)).status(), ids: new Set() })
      continue
    }
    const response = await page.goto(url)
    const status = response?.status() ?? 0
    const found = await page.evaluate(() => ({
      ids: Array.from(document.querySelectorAll("[id]"), (element) => element.id),
      hrefs: Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"), (anchor) => anchor.href),
    }))
    visits.set(url, { status, ids: new Set(found.ids) })
    if (status !== 200) continue
    for (const href of found.hrefs) {
      const target = new URL(href)
      if (target.protocol === "tel:" || target.protocol === "mailto:") continue
      if (target.origin !== origin) continue
      links.push({ from: url, href })
      target.hash = ""
      if (!seen.has(target.href)) {
        seen.add(target.href)
        queue.push(target.href)
      }
    }
  }

  const broken: string[] = []
  for (const [url, visit] of visits) {
    if (visit.status !== 200) {
      const from = links.filter((link) => new URL(link.href).href.split("#")[0] === url).map((link) => link.from)
      broken.push(`${url} answers ${visit.status} (linked from ${[...new Set(from)].join(", ")})`)
    }
  }
  const reported = new Set<string>()
  for (const { from, href } of links) {
    const target = new URL(href)
    const fragment = decodeURIComponent(target.hash.slice(1))
    if (!fragment) continue
    target.hash = ""
    const visit = visits.get(target.href)
    if (visit?.status !== 200 || visit.ids.has(fragment)) continue
    const line = `${from} links to ${href}, but ${target.pathname}${target.search} has no element with id "${fragment}"`
    if (!reported.has(line)) broken.push(line)
    reported.add(line)
  }

  const unreached = routes.map((route) => new URL(route.path, origin).href).filter((url) => !visits.has(url))
  expect(unreached, "pages no link leads to").toEqual([])
  expect(broken, `Broken links:\n${broken.join("\n")}`).toEqual([])
})
