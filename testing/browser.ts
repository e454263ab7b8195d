import { execFileSync } from "node:child_process"
import type { LaunchOptions } from "@playwright/test"
import { disableFeaturesSwitch, OMNIBOX_POPUP_FEATURES } from "./chromium-features"

// Debian's Chromium, never a downloaded browser; CHROME_PATH overrides the path.
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim()
  } catch {
    throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH")
  }
}

// As root in a closed network: no sandbox, and none of Chromium's own requests to the outside.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

// For Playwright's launches (Lighthouse's launcher has a --disable-features list of its own).
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, disableFeaturesSwitch(OMNIBOX_POPUP_FEATURES)] }
}
