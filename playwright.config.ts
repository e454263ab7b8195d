import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "./e2e/support/browser"

const PORT = Number(process.env.E2E_PORT ?? 9321)

// Browser tests run against the production build served by the project's own server (npm run build first).
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  webServer: {
    command: `npx tsx server/start.ts`,
    env: { PORT: String(PORT), HOST: "127.0.0.1", SKIP_BUILD: "1" },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
