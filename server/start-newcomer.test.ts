/** @jest-environment node */
import { tempDir, waitFor } from "../testing/quote-app"
import { killServerProcesses, startServerProcess } from "../testing/server-process"
import { ADMIN, addAccount, staffServerEnv } from "../testing/staff"
import { FIRST_ADMIN_COMMAND } from "./staff/first-admin"

jest.setTimeout(120_000)

afterAll(killServerProcesses)

// A newcomer's `npm start`: with no account nobody can sign in, so the server says how to make the first one.
test("with no staff account, the log gives the command that makes the first administrator; JSON when asked", async () => {
  const env = { ...staffServerEnv(tempDir("newcomer-")), LOG_FORMAT: "json" }
  const server = await startServerProcess(env)
  const line = await waitFor(
    () =>
      server
        .output()
        .split("\n")
        .find((text) => text.includes("first administrator")),
    { what: "the first administrator's command in the log" },
  )
  expect(JSON.parse(line)).toMatchObject({ level: 40, msg: expect.stringContaining(FIRST_ADMIN_COMMAND) })
  await server.stop()

  // Once an account exists, the log says nothing of it; LOG_FORMAT=pretty gives readable lines.
  addAccount(ADMIN, "admin", env)
  const again = await startServerProcess({ ...env, LOG_FORMAT: "pretty", LOG_LEVEL: "info" })
  const serving = await waitFor(
    () =>
      again
        .output()
        .split("\n")
        .find((text) => text.includes("Serving the site at")),
    { what: "the address in the log" },
  )
  expect(serving).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Serving the site at http:\/\/127\.0\.0\.1:\d+/)
  await waitFor(() => again.output().includes("Mail:"), { what: "the last start-up line" })
  expect(again.output()).not.toContain("first administrator")
  await again.stop()
})
