import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { freePort } from "../testing/free-port"
import { observatoryScore } from "../testing/observatory"
import { HOME_PATH, servicePath, VERIFY_PATH } from "../src/lib/routes"
import { localizePath } from "../src/lib/locales"
import { STAFF_ROOT } from "../src/lib/staff-paths"

// Mozilla's HTTP Observatory on the real server as deployed behind its proxy (TRUST_PROXY, HTTPS at the proxy):
// a built page, the Arabic edition, a service page, the certificate check (filled in by its route) and the staff
// workspace (sent for any path below /staff/) must each score 125 or more with all ten tests passed.
const PAGES = [HOME_PATH, localizePath(HOME_PATH, "ar"), servicePath("ndt"), VERIFY_PATH, STAFF_ROOT]
const MINIMUM = 125
// The scanner sends its preflight from its own origin.
const SCANNER_ORIGIN = "https://developer.mozilla.org"

let server: ChildProcess
let base: string
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(60_000)
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-observatory-"))
  server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SKIP_BUILD: "1",
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      SITE_URL: "https://www.inspection-eg.com",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await expect(async () => expect((await fetch(`${base}/healthz`)).ok).toBe(true)).toPass({ timeout: 45_000 })
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

for (const page of PAGES) {
  test(`${page} scores ${MINIMUM} or more on the HTTP Observatory, every test passed`, async () => {
    // What the proxy forwards for a visitor on https://; its own port-80 server answers with a 301 to https
    // (docs/deploying.md), which is where the scanner's redirection test looks.
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "www.inspection-eg.com" }
    const response = await fetch(`${base}${page}`, {
      headers: { ...forwarded, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    })
    expect(response.status).toBe(200)
    const preflight = await fetch(`${base}${page}`, {
      method: "OPTIONS",
      headers: { ...forwarded, origin: SCANNER_ORIGIN, "access-control-request-method": "GET" },
    })
    const result = observatoryScore({
      headers: response.headers,
      html: await response.text(),
      origin: "https://www.inspection-eg.com",
      redirectsToHttps: true,
      preflightHeaders: preflight.headers,
    })
    console.log(
      `${page}: ${result.score} (${result.grade}), ${result.passed}/10 passed — ` +
        result.outcomes
          .map(({ result: name, modifier }) => `${name} ${modifier >= 0 ? "+" : ""}${modifier}`)
          .join(", "),
    )
    expect(result.outcomes.filter(({ pass }) => !pass)).toEqual([])
    expect(result.score).toBeGreaterThanOrEqual(MINIMUM)
  })
}
