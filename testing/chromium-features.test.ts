/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "./browser"
import { OMNIBOX_POPUP_FEATURES, playwrightDisabledFeatures } from "./chromium-features"

// Launching Chromium took 9 s on a clean CI run with every Jest worker busy; Jest's default is 5 s.
jest.setTimeout(60_000)

const switchesOf = (args: string[], name: string) => args.filter((arg) => arg.startsWith(`${name}=`))

test("the browser tests' Chromium gets one --disable-features: Playwright's own list and the address bar's popups", () => {
  const args = chromiumLaunchOptions().args ?? []
  const [only, ...more] = switchesOf(args, "--disable-features")
  expect(more).toEqual([])
  const disabled = only.slice("--disable-features=".length).split(",")
  // Names Playwright disables for its own tests to hold (HTTP kept on HTTP, the first paint not held back).
  expect(playwrightDisabledFeatures()).toEqual(expect.arrayContaining(["HttpsUpgrades", "PaintHolding"]))
  expect(disabled).toEqual(expect.arrayContaining([...playwrightDisabledFeatures(), ...OMNIBOX_POPUP_FEATURES]))
})

test("a Playwright that no longer keeps its list where it is read stops the run, naming the file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "playwright-bundle-"))
  const bundle = path.join(dir, "coreBundle.js")
  fs.writeFileSync(bundle, 'const args = ["--disable-features=" + features.join(",")]\n')
  expect(() => playwrightDisabledFeatures(bundle)).toThrow(bundle)
  fs.rmSync(dir, { recursive: true })
})

test("a browser context opens no address-bar popup pages beside the tested page", async () => {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await (await browser.newContext()).newPage()
    await page.goto("about:blank")
    const cdp = await browser.newBrowserCDPSession()
    const { targetInfos } = await cdp.send("Target.getTargets")
    expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(["page about:blank"])
  } finally {
    await browser.close()
  }
})
