import fs from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "../testing/browser"

// Full-page screenshots of the main routes at phone and desktop widths, for looking at what we ship.
// Usage: npm run screenshots -- [baseURL] [outDir] [extra paths…]
const [baseURL = "http://127.0.0.1:9000", outDir = "var/screenshots", ...extra] = process.argv.slice(2)
const routes = ["/", "/services/", "/services/ndt/", "/contact/", "/missing-page/", ...extra]
const widths = [375, 1440]

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch(chromiumLaunchOptions())
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    for (const route of routes) {
      await page.goto(new URL(route, baseURL).toString(), { waitUntil: "networkidle" })
      const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${width}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: true })
      console.log(path.join(outDir, name))
    }
    await page.close()
  }
  await browser.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
