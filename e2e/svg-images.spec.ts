import { expect, test, type Page } from "@playwright/test"
import { ICON_SYMBOLS_CLASS } from "../src/lib/icon-sprite"
import { MEASURED_PAGES } from "../testing/measured-pages"

// A drawing a stylesheet shows as an image (a CSS mask or background in SVG, the browser's own calendar button of a
// date field) is a document of its own to the browser: Chromium builds one on the main thread the first time it is
// styled, 8–14 ms each with the CPU 4× slower (a Chromium trace of a first visit), inside the task that lays out the
// rest of the page. The site draws its check marks and the date field's calendar mark in plain CSS instead
// (src/styles/global.css). Counted, not timed: whether a page asks for one is the same wherever it runs.
// An icon file that <use> points into is such a document too, a task of 25–37 ms on a first visit of `/`: a
// built page carries the symbols of its own icons (site-build/postbuild/icon-symbols.ts). Only the favicon (the
// browser's tab, not the page) may be SVG.
const REQUEST = "ResourceFetcher::requestResource"

type TraceEvent = { name: string; args?: { url?: string } }

// What the page draws only as it nears the viewport (content-visibility) is styled too: the test drops that
// rule and asks for the page's layout, which styles every element at once (the CSP allows the added rule only
// because the test's browser context bypasses it).
async function styleEverything(page: Page) {
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" })
  await page.evaluate(() => document.documentElement.getBoundingClientRect().height)
}

// The script loader gives each icon its href after the first paint (src/lib/deferred-assets.ts): the page has
// asked for every drawing once no <use> waits for one.
async function iconsLinked(page: Page) {
  await expect.poll(() => page.evaluate(() => document.querySelectorAll("use:not([href])").length)).toBe(0)
}

for (const route of MEASURED_PAGES) {
  test(`${route} fetches no SVG drawing but its favicon, and draws its icons from its own symbols`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      bypassCSP: true,
    })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ["blink.resource"] })
    await page.goto(route, { waitUntil: "load" })
    await iconsLinked(page)
    await styleEverything(page)
    // Each icon is drawn from a symbol of the page itself.
    const unresolved = await page.evaluate(() =>
      Array.from(document.querySelectorAll("use"), (use) => use.getAttribute("href") ?? "").filter(
        (href) => !(href.startsWith("#") && document.getElementById(href.slice(1)) instanceof SVGSymbolElement),
      ),
    )
    expect(unresolved).toEqual([])
    // The symbols themselves take no room on the page.
    const symbolBoxes = await page.evaluate(
      (selector) => Array.from(document.querySelectorAll(selector), (svg) => svg.getBoundingClientRect().height),
      `svg.${ICON_SYMBOLS_CLASS}`,
    )
    expect(symbolBoxes.every((height) => height === 0)).toBe(true)
    const favicon = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="icon"][href$=".svg"]')?.href,
    )
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
    await context.close()

    const requested = traceEvents.filter((event) => event.name === REQUEST).map((event) => event.args?.url ?? "")
    // Chromium names this event; a version that renames it must fail here, not pass with nothing counted.
    expect(requested.length, `the trace lists the page's requests (${REQUEST})`).toBeGreaterThan(0)
    const svgImages = requested.filter(
      (url) => (url.startsWith("data:image/svg") || /\.svg([?#]|$)/.test(url)) && url !== favicon,
    )
    expect(svgImages.map((url) => url.slice(0, 120))).toEqual([])
  })
}
