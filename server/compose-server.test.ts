/** @jest-environment node */
import { CLIENT_ME_PATH } from "../src/lib/client-paths"
import { startConfiguredServer } from "../testing/configured-server"
import type { Api } from "../testing/inject-fetch"
import { startRequestApp } from "../testing/quote-app"
import { startStaffApp } from "../testing/site-app"
import { staffCall, staffEnvOf } from "../testing/staff"
import { databasesForTests } from "../testing/test-databases"

// Every test's server is the one production composes (compose-server.ts): the request forms' app, the workspace's
// and the one configured as an operator would answer the same routes alike, so no test passes on wiring that
// production does not have.

jest.setTimeout(120_000)

const databases = databasesForTests("compose-server-")

// What a stranger gets from each group of routes.
async function answersOf(api: Api) {
  const statusOf = async (path: string, init?: { method: string; json: unknown }) =>
    (await staffCall(api, path, init)).status
  return {
    health: await statusOf("/healthz"),
    quote: await statusOf("/api/quote", { method: "POST", json: {} }),
    verify: await statusOf("/api/verify?n=LE-2026-00001&c=0000"),
    staff: await statusOf("/api/staff/me"),
    client: await statusOf(CLIENT_ME_PATH),
  }
}

test("the request forms' app, the workspace's and the configured server answer every route alike", async () => {
  const db = await databases.open("sqlite")
  const dataDir = databases.dataDirOf("sqlite")
  const servers = [
    await startRequestApp({ db }),
    await startStaffApp({ db, dialect: "sqlite", dataDir }),
    await startConfiguredServer(staffEnvOf(databases, "postgres")),
  ]
  try {
    const expected = { health: 200, quote: 400, verify: 404, staff: 401, client: 401 }
    for (const server of servers) expect(await answersOf(server)).toEqual(expected)
  } finally {
    for (const server of servers) await server.close()
    await db.destroy()
  }
})
