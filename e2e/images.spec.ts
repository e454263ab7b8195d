import { expect, test, type Page } from "@playwright/test"
import { services } from "./support/content"

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

test("every service page shows its own artwork", async ({ page }) => {
  for (const service of services) {
    await page.goto(`/services/${service.slug}/`)
    await page.waitForLoadState("load")
    const images = await loadedImages(page)
    expect(images, service.slug).toHaveLength(1)
    expect(images[0].naturalWidth, service.slug).toBeGreaterThan(0)
    expect(images[0].alt, service.slug).not.toBe("")
    expect(Number(images[0].width) * Number(images[0].height), service.slug).toBeGreaterThan(0)
    expect(images[0].sources, service.slug).toEqual(expect.arrayContaining(["image/avif", "image/webp"]))
    expect(images[0].current, service.slug).toMatch(/\/static\/[0-9a-f]+\/.+\.(avif|webp)$/)
  }
})
