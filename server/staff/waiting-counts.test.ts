/** @jest-environment node */
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { postJson, validQuote } from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { waitingCounts } from "../../src/lib/staff-replies"
import { requestActionApi, STAFF_COUNTS_API } from "../../src/lib/staff-paths"

jest.setTimeout(120_000)

const databases = databasesForTests("waiting-counts-")

// The UX review (P14): "The navigation has no counts, so real requests in Spam go unnoticed." The workspace's
// navigation asks the server how many requests wait for a first reply and how many Spam caught today.
describe.each(STORAGE_KINDS)("what waits, as the navigation counts it, on %s", (kind) => {
  let server: ConfiguredServer
  beforeAll(async () => {
    const env = staffEnvOf(databases, kind)
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
  })
  afterAll(() => server?.close())

  test("requests without a first reply and Spam caught today, for signed-in staff only", async () => {
    expect((await server.fetch(`${server.base}${STAFF_COUNTS_API}`)).status).toBe(401)
    const { cookie } = await signIn(server, STAFF)
    const counts = async () => {
      const answer = await staffCall(server, STAFF_COUNTS_API, { headers: { cookie } })
      expect(answer.status).toBe(200)
      return waitingCounts.parse(await answer.json())
    }
    expect(await counts()).toEqual({ unanswered: 0, overdue: 0, spamToday: 0 })

    const sent = async (fields: Record<string, unknown>) => {
      const answer = await postJson(server, validQuote(fields))
      expect(answer.status).toBe(201)
      return ((await answer.json()) as { reference: string }).reference
    }
    const first = await sent({ email: `first.${kind}@example.com` })
    await sent({ email: `second.${kind}@example.com` })
    await sent({ email: `trap.${kind}@example.com`, website: "http://spam.example" })
    expect(await counts()).toEqual({ unanswered: 2, overdue: 0, spamToday: 1 })

    // Contacted is a first reply: the request no longer waits.
    const contacted = await staffCall(server, requestActionApi("status").to({ reference: first }), {
      method: "POST",
      json: { status: "contacted" },
      headers: { cookie },
    })
    expect(contacted.status).toBe(200)
    expect(await counts()).toEqual({ unanswered: 1, overdue: 0, spamToday: 1 })
  })
})
