/** @jest-environment node */
import type { RouteOptions } from "fastify"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { GUARD_CODES } from "../../src/lib/api-error"
import { INSPECT_API } from "../../src/lib/inspect-paths"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { testClock } from "../../testing/test-clock"
import { databasesForTests } from "../../testing/test-databases"

jest.setTimeout(120_000)

// Every state-changing route of the inspectors' API, walked from the routes the server registers (a route added later
// is walked too), refuses a signed-in inspector's call from another origin however the request dresses it up: a
// Host header, X-Forwarded-Host and Forwarded naming the foreign site, or no Origin at all. The origin the server
// trusts is its configured one, never one a request names. The guard answers before the body is read, so the
// parameters are placeholders. One database: the guard reads no more of it than the session.

const databases = databasesForTests("inspect-forged-origin-")
const INSPECTOR = { ...STAFF, email: "forged.origin@inspection.test", name: "Forged Origin" }
const FOREIGN = "https://inspection-company.example"
const FOREIGN_HOST = new URL(FOREIGN).host

const filled = (url: string) => url.replace(/:\w+/g, "x").replace(/\*/g, "x")

const DISGUISES: Record<string, Record<string, string>> = {
  "a foreign Origin": { origin: FOREIGN },
  "a foreign Origin with a Host to match": { origin: FOREIGN, host: FOREIGN_HOST },
  "a foreign Origin with forwarded host headers to match": {
    origin: FOREIGN,
    "x-forwarded-host": FOREIGN_HOST,
    "x-forwarded-proto": "https",
    forwarded: `host=${FOREIGN_HOST};proto=https`,
  },
  "no Origin": {},
}

describe("the inspectors' API and forged origins", () => {
  let server: StaffApp
  let db: Kysely<Database>
  const routes: { method: string; url: string }[] = []

  beforeAll(async () => {
    db = await databases.open("sqlite")
    await createAccounts([[INSPECTOR, "inspector"]], staffEnvOf(databases, "sqlite"))
    const onRoute = (route: RouteOptions) =>
      [route.method]
        .flat()
        .forEach((method) => !["GET", "HEAD", "OPTIONS"].includes(method) && routes.push({ method, url: route.url }))
    server = await startStaffApp({
      db,
      dialect: "sqlite",
      dataDir: databases.dataDirOf("sqlite"),
      clock: testClock(),
      onRoute,
    })
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test.each(Object.keys(DISGUISES))("%s: every state-changing route answers 403 FOREIGN_ORIGIN", async (disguise) => {
    const { cookie } = await signIn(server, INSPECTOR)
    const walked = routes.filter(({ url }) => url.startsWith(`${INSPECT_API}/`))
    // Sending a report, a dangerous defect, the photo uploads (tus: POST, PATCH, DELETE) at least.
    expect(walked.length).toBeGreaterThanOrEqual(4)
    const answers = await Promise.all(
      walked.map(async ({ method, url }) => {
        const answer = await staffCall(server, filled(url), {
          method,
          // staffCall adds the site's own Origin to a state-changing call: these headers replace it, or drop it.
          headers: { cookie, origin: "", ...DISGUISES[disguise], "content-type": "application/json" },
          body: "{}",
        })
        const body = (await answer.json().catch(() => ({}))) as { code?: string }
        return `${method} ${url} ${answer.status} ${body.code}`
      }),
    )
    for (const answer of answers) expect(answer).toMatch(new RegExp(` 403 ${GUARD_CODES.foreignOrigin}$`))
  })
})
