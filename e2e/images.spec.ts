import { expect, test, type Page } from "@playwright/test"
import { services } from "../testing/content"

// The artwork goes through sharp and gatsby-plugin-image: responsive sources in the smallest formats,
// width and height on every <img>, and the picture actually loads.
async function loadedImages(page: Page) {
  return page.locator("main img").evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => !image.closest("noscript"))
      .map((image) => ({
        alt: image.alt,
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        naturalWidth: image.naturalWidth,
        current: image.currentSrc,
        srcset: image.srcset,
        sources: Array.from(image.parentElement?.querySelectorAll("source") ?? []).map((source) => source.type),
      })),
  )
}

// The hero is flat line art on a transparent background: as PNG (palette) it is about a third of its AVIF or
// WebP at every width (1200 px: 32 KB against 99 KB and 82 KB), so it is served as PNG alone. The service
// artwork is smallest as AVIF and keeps its AVIF/WebP sources.
test("the hero artwork is served as responsive PNG, its smallest format, with its size set", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto("/")
  await page.waitForLoadState("load")
  const [hero] = await loadedImages(page)
  expect(hero.alt).toMatch(/pipeline/i)
  expect(Number(hero.width)).toBeGreaterThan(0)
  expect(Number(hero.height)).toBeGreaterThan(0)
  expect(hero.naturalWidth).toBeGreaterThan(0)
  expect(hero.sources).not.toContain("image/avif")
  expect(hero.sources).not.toContain("image/webp")
  expect(hero.current).toMatch(/\/static\/[0-9a-f]+\/.+\.png$/)
  expect(hero.srcset.split(",").length, "responsive widths").toBeGreaterThan(1)
})

// A service page carries its artwork twice: beside the heading for wide screens (eager), and after the overview
// for phones (lazy, below the fold). Each screen shows one and fetches one image.
// One test a service: all twelve at two widths in one test ran past its 30 s on a loaded CI machine.
for (const service of services) {
  test(`/services/${service.slug}/ shows its own artwork, one copy per screen width`, async ({ page }) => {
    const fetched: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "image" && request.url().includes("/static/")) fetched.push(request.url())
    })
    for (const [width, height] of [
      [1440, 900],
      [375, 740],
    ]) {
      await page.setViewportSize({ width, height })
      const what = `${service.slug} at ${width} px`
      fetched.length = 0
      await page.goto(`/services/${service.slug}/`)
      await page.waitForLoadState("load")
      const artwork = page.locator("main picture:visible img")
      await expect(artwork, what).toHaveCount(1)
      await artwork.scrollIntoViewIfNeeded()
      await expect
        .poll(() => artwork.evaluate((image: HTMLImageElement) => image.naturalWidth), what)
        .toBeGreaterThan(1)
      const image = await artwork.evaluate((image: HTMLImageElement) => ({
        alt: image.alt,
        area: Number(image.getAttribute("width")) * Number(image.getAttribute("height")),
        current: image.currentSrc,
        sources: Array.from(image.parentElement!.querySelectorAll("source[type]"), (source) =>
          source.getAttribute("type"),
        ),
      }))
      expect(image.alt, what).not.toBe("")
      expect(image.area, what).toBeGreaterThan(0)
      expect(image.sources, what).toEqual(expect.arrayContaining(["image/avif", "image/webp"]))
      expect(image.current, what).toMatch(/\/static\/[0-9a-f]+\/.+\.(avif|webp)$/)
      await page.waitForLoadState("networkidle")
      expect(fetched, `${what}: the hidden copy fetches nothing`).toEqual([image.current])
    }
  })
}

test("on a phone the service page's first screen is its heading and summary, the artwork after the overview", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`/services/${services[0].slug}/`)
  const artwork = page.locator("main picture:visible")
  const overview = page.locator("#overview")
  const [artworkBox, overviewBox] = [await artwork.boundingBox(), await overview.boundingBox()]
  expect(artworkBox!.y).toBeGreaterThan(overviewBox!.y)
  expect(artworkBox!.y, "below the first screen").toBeGreaterThan(740)
  await expect(page.locator("main picture:visible img")).toHaveAttribute("loading", "lazy")
})
