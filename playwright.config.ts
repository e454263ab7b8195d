import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "./testing/browser"
import { timingsFile } from "./testing/test-stages"

const PORT = Number(process.env.E2E_PORT ?? 9321)

// Browser tests run against the production build served by the project's own server (`gatsby build` first).
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  globalSetup: "./testing/playwright-global-setup.ts",
  reporter: [["list"], ["json", { outputFile: timingsFile("browser") }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  // The tests of changed content wait for the run's one changed copy of the site (testing/changed-copy.ts), which
  // the "changed copy" project builds, and builds twice more over its cache, while the other worker tests the
  // unchanged build. A project that depends on another starts once every test of the projects before it is done:
  // the builds used to be last, with the other worker idle (85 s of a clean run's 692).
  projects: [
    { name: "changed copy", testMatch: /second-build\.spec\.ts$/ },
    { name: "site", testIgnore: /(?:changed-content|second-build)\.spec\.ts$/ },
    { name: "changed content", testMatch: /changed-content\.spec\.ts$/, dependencies: ["changed copy"] },
  ],
  // The shared server keeps its data in var/e2e (emptied at each run) and writes mails as .eml files there;
  // tests that watch mail arrive at an SMTP server start a server of their own (testing/quote-server.ts).
  webServer: {
    command: `rm -rf var/e2e && npx tsx server/start.ts`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SKIP_BUILD: "1",
      DATA_DIR: "var/e2e",
      // The only origin the workspace trusts (and the one its mailed links point at).
      SITE_URL: `http://127.0.0.1:${PORT}`,
      RATE_LIMIT_MAX: "0",
      QUOTE_MIN_FILL_MS: "0",
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
