/** @jest-environment node */
import type { RouteOptions } from "fastify"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { GUARD_CODES } from "../../src/lib/api-error"
import { INSPECT_API } from "../../src/lib/inspect-paths"
import { STAFF_AUTH_PATH } from "../../src/lib/staff-paths"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { testClock } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(120_000)

// Every route of the workspace's API refuses an inspector, and every route of the inspectors' API refuses staff,
// whatever the route: walked from the routes the server registers, so a route added later is walked too. The guard
// answers before the body is read or the parameters checked, so each is called with a placeholder for each.

const databases = databasesForTests("role-walls-")
const INSPECTOR = { ...STAFF, email: "walls.inspector@inspection.test", name: "Walls Inspector" }

const filled = (url: string) => url.replace(/:\w+/g, "x").replace(/\*/g, "x")

describe.each(STORAGE_KINDS)("the walls between staff and inspectors on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>
  const routes: { method: string; url: string }[] = []

  beforeAll(async () => {
    db = await databases.open(kind)
    await createAccounts(
      [
        [INSPECTOR, "inspector"],
        [STAFF, "staff"],
      ],
      staffEnvOf(databases, kind),
    )
    const onRoute = (route: RouteOptions) =>
      [route.method].flat().forEach((method) => method !== "HEAD" && routes.push({ method, url: route.url }))
    server = await startStaffApp({ db, dialect: kind, dataDir: databases.dataDirOf(kind), clock: testClock(), onRoute })
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  const refused = async (prefix: string, cookie: string) => {
    const walked = routes.filter(({ url }) => url.startsWith(prefix) && !url.startsWith(STAFF_AUTH_PATH))
    const answers = await Promise.all(
      walked.map(async ({ method, url }) => {
        const answer = await staffCall(server, filled(url), { method, headers: { cookie } })
        const body = (await answer.json().catch(() => ({}))) as { code?: string }
        return `${method} ${url} ${answer.status} ${body.code}`
      }),
    )
    return { walked: walked.length, answers }
  }

  test("an inspector is refused every workspace route; staff every inspectors' route", async () => {
    const inspector = (await signIn(server, INSPECTOR)).cookie
    const staff = (await signIn(server, STAFF)).cookie
    const onStaff = await refused("/api/staff/", inspector)
    expect(onStaff.walked).toBeGreaterThan(30)
    for (const answer of onStaff.answers) expect(answer).toMatch(new RegExp(` 403 ${GUARD_CODES.wrongRole}$`))
    const onInspect = await refused(`${INSPECT_API}/`, staff)
    expect(onInspect.walked).toBeGreaterThanOrEqual(5)
    for (const answer of onInspect.answers) expect(answer).toMatch(new RegExp(` 403 ${GUARD_CODES.wrongRole}$`))
  })
})
