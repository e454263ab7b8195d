import fs from "node:fs"
import path from "node:path"

// Chromium 156 opens every new window, so every Playwright browser context, with the address bar's two popups
// preloaded as WebUI pages, each in a renderer of its own: on this machine they took 1.7 processor-seconds a
// test, more than a fifth of what Chromium spent on a page test. No test opens the address bar.
export const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]

// The bundle that holds Playwright's Chromium switches, and the line that shows how it passes its list.
const PLAYWRIGHT_BUNDLE = path.join(path.dirname(require.resolve("playwright-core/package.json")), "lib", "coreBundle.js")
const PASSES_ITS_LIST = '"--disable-features=" + disabledFeatures.join(",")'

// Chromium keeps only the last --disable-features it is given, so a list of ours must carry Playwright's own
// (HttpsUpgrades, PaintHolding and the rest, which its tests rely on). Playwright does not export the list; it
// is read from its bundle, and a Playwright that keeps it elsewhere stops the run here rather than losing it.
export function playwrightDisabledFeatures(bundle = PLAYWRIGHT_BUNDLE): string[] {
  const source = fs.readFileSync(bundle, "utf8")
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(source)
  if (!source.includes(PASSES_ITS_LIST) || !list)
    throw new Error(`Playwright's --disable-features list is not where testing/chromium-features.ts reads it (${bundle})`)
  const withoutComments = list[1].replace(/\/\/.*$/gm, "")
  const features = Array.from(withoutComments.matchAll(/"([A-Za-z0-9]+)"/g), (match) => match[1])
  if (features.length === 0) throw new Error(`Playwright's --disable-features list in ${bundle} reads as empty`)
  return features
}

// The one --disable-features switch for a browser Playwright launches: Playwright's list and ours.
export const disableFeaturesSwitch = (ours: string[]) =>
  `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...ours])].join(",")}`
