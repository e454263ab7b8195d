import { expect, test } from "@playwright/test"
import sharp from "sharp"
import { largestPaintPath } from "../testing/first-screen"

// The budget's first screen ends with the page's largest paint (e2e/budgets.spec.ts). A large image is painted a
// frame or more after the load event, once decoded; the measure must wait for it, or the first screen of the
// same page ends at the headline in some visits and at the artwork in others (it read 5,940 bytes for `/` at
// 1,440 px in one run and 6,357 in the others).
test("the largest paint is the artwork above the fold, however late after the load event it is painted", async ({
  page,
}) => {
  // Big enough to take the decoder a while, varied enough that the browser counts it as content.
  const artwork = await sharp({ create: { width: 6000, height: 3000, channels: 3, background: "#336699" } })
    .png({ compressionLevel: 1 })
    .toBuffer()
  await page.route("http://first-screen.test/**", (route) =>
    route.request().url().endsWith(".png")
      ? route.fulfill({ body: artwork, contentType: "image/png" })
      : route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><title>Tank inspection</title><body><main><h1>Tank floor inspection</h1><img src="/artwork.png" width="1200" height="600" alt=""></main></body></html>`,
        }),
  )
  await page.setViewportSize({ width: 1440, height: 900 })
  const found: string[] = []
  for (let visit = 0; visit < 5; visit++) {
    await page.goto(`http://first-screen.test/?visit=${visit}`, { waitUntil: "load" })
    found.push((await largestPaintPath(page)).map(({ tag }) => tag).join(" > "))
  }
  expect(found).toEqual(Array(5).fill("body > main > img"))
})
