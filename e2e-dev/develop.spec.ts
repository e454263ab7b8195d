import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { arabic, services, site } from "../testing/content"
import { startDevelop, type DevelopServer } from "../testing/develop-server"
import { collectErrors, waitForHydration } from "../testing/pages"
import { copyProject } from "../testing/site-copy"

// What an editor sees with `npm run develop`: every kind of page in both editions without Gatsby's error
// overlay or an error in the page, and an edit to data/ in the open page without a restart. The server runs
// in a copy of the project, whose data/ the test may change.
const PORT = Number(process.env.DEVELOP_PORT ?? 9322)

type Edition = typeof arabic
const pagesOf = (prefix: string, { site, services }: Edition) => [
  { path: `${prefix}/`, h1: site.hero.heading },
  { path: `${prefix}/services/`, h1: site.servicesPage.heading },
  { path: `${prefix}/services/${services[0].slug}/`, h1: services[0].title },
  { path: `${prefix}/contact/`, h1: site.contact.heading },
  { path: `${prefix}/404/`, h1: site.notFound.heading },
  { path: `${prefix}/quote/received/?reference=Q-2026-000123`, h1: site.quoteReceived.heading },
  { path: `${prefix}/quote/not-sent/`, h1: site.quoteNotSent.heading },
]
const english = { site, services } as unknown as Edition
const PAGES = [...pagesOf("", english), ...pagesOf("/ar", arabic)]

// The one error a page means to log: the 404 page names the missing path for error monitoring.
const expectedErrors = (pagePath: string) => (pagePath.includes("/404/") ? /^console\.error: 404 Error: / : null)

// Gatsby's overlay (build errors, runtime errors, GraphQL errors) lives in the shadow root of this element.
async function overlayText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const overlay = document.querySelector("gatsby-fast-refresh")?.shadowRoot
    if (!overlay) return null
    return Array.from(overlay.children, (child) => (child instanceof HTMLElement ? child.innerText : ""))
      .join(" ")
      .trim()
  })
}

let dir: string
let server: DevelopServer
// When the server was up, and how often it had rebuilt by then (the idle test counts from there).
let readyAt: number
let rebuildsWhenReady: number
const rebuilds = () => server.output().split("Re-building development bundle").length - 1

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dir = copyProject()
  server = await startDevelop(dir, PORT)
  readyAt = performance.now()
  rebuildsWhenReady = rebuilds()
})

test.afterAll(async () => {
  await server?.stop()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

// What the server printed, beside a failed test's error.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && server) {
    await testInfo.attach("gatsby develop output", { body: server.output().slice(-8000), contentType: "text/plain" })
  }
})

test("every kind of page opens in both editions without an error overlay or a page error", async ({ page }) => {
  test.setTimeout(PAGES.length * 30_000)
  const errors = collectErrors(page)
  for (const { path: pagePath, h1 } of PAGES) {
    errors.length = 0
    await page.goto(`${server.base}${pagePath}`)
    await waitForHydration(page)
    // Gatsby mounts its development overlays once the page has rendered; give them the time to report.
    await page.waitForLoadState("networkidle")
    expect(await overlayText(page), `${pagePath}: Gatsby's error overlay`).toBeNull()
    const allowed = expectedErrors(pagePath)
    expect(
      errors.filter((error) => !allowed?.test(error)),
      `${pagePath}: errors in the page`,
    ).toEqual([])
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }), pagePath).toHaveText(h1)
  }
})

// An idle development server rebuilds nothing: files it writes itself (the query types) must not restart it.
// Opening pages edits nothing either, so the watch starts when the server is up and covers the visits above.
const IDLE_WATCH_MS = 15_000
test("with nothing edited the development server stays idle", async () => {
  // What is tested is that nothing happens, and no event says "will not rebuild": the server is watched for 15 s,
  // in which the loop this guards against (a rebuild after each rewrite of the query types) rebuilt again and again.
  // Only what the visits above left of those 15 s is waited here.
  const left = IDLE_WATCH_MS - (performance.now() - readyAt)
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  expect(rebuilds() - rebuildsWhenReady, "rebuilds in the 15 s after start without an edit").toBe(0)
})

test("an edit to a data file shows in the open page without a restart or a reload", async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  await page.goto(`${server.base}/`)
  await waitForHydration(page)
  const heading = page.getByRole("main").getByRole("heading", { level: 1 })
  await expect(heading).toHaveText(site.hero.heading)
  // A value set on the page's window survives hot reloading, not a reload.
  await page.evaluate(() => Object.assign(window, { beforeEdit: true }))

  const file = path.join(dir, "data", "site.json")
  const edited = "Quality you can measure, edited while the page was open."
  const content = JSON.parse(fs.readFileSync(file, "utf8"))
  content.en.hero.heading = edited
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)

  await expect(heading).toHaveText(edited, { timeout: 90_000 })
  expect(await page.evaluate(() => "beforeEdit" in window), "the page was not reloaded").toBe(true)
  expect(await overlayText(page)).toBeNull()
  expect(errors).toEqual([])
})

test("the CMS at /admin/ is served for editing a clone in local-repository mode", async ({ request }) => {
  const page = await request.get(`${server.base}/admin/`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain('<script src="/admin/sveltia-cms.js">')
  const config = await (await request.get(`${server.base}/admin/config.json`)).json()
  expect(config.collections.map((collection: { name: string }) => collection.name)).toContain("services")
  const script = await request.get(`${server.base}/admin/sveltia-cms.js`)
  expect(script.headers()["content-type"]).toMatch(/javascript/)
})
