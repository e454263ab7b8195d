import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "../testing/browser"
import { timingsFile } from "../testing/test-stages"

// Browser tests against the development server (`gatsby develop`), which each run starts on its own in a copy
// of the project (testing/develop-server.ts): one worker, as there is one server.
export default defineConfig({
  testDir: ".",
  timeout: 60_000,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: timingsFile("develop") }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
})
