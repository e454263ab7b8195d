/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { tempDir } from "../testing/quote-app"
import { killServerProcesses, startServerProcess } from "../testing/server-process"
import { STAFF, addAccount, signIn, staffServerEnv } from "../testing/staff"

jest.setTimeout(120_000)

afterAll(killServerProcesses)

// `npm start` on one's own computer, without SITE_URL: the workspace trusts the address the server listens on.
test("without SITE_URL, staff sign in at the server's own address", async () => {
  const dataDir = tempDir("start-origin-")
  try {
    // An empty SITE_URL counts as unset (server/config.ts), overriding the test helper's own.
    const env = { ...staffServerEnv(dataDir), SITE_URL: "" }
    addAccount(STAFF, "staff", env)
    const server = await startServerProcess({ ...env, LOG_LEVEL: "info" })
    const { status } = await signIn(server.base, STAFF)
    expect(status).toBe(200)
    // The start names the trusted address, so one knows where to open the workspace.
    expect(server.output()).toContain(`Staff workspace: ${server.base}/staff/`)
    await server.stop()
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test("a production server without SITE_URL refuses to start and names it", () => {
  const env = { ...process.env, NODE_ENV: "production", SITE_URL: "", SKIP_BUILD: "1" }
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/start.ts"], { env, encoding: "utf8" })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain("SITE_URL must be set in production (NODE_ENV=production)")
})
