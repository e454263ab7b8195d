/** @jest-environment node */
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { postJson, validQuote } from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { inboxPage } from "../../src/lib/staff-replies"
import { STAFF_REQUESTS_API, requestActionApi, staffRequestApi } from "../../src/lib/staff-paths"

jest.setTimeout(120_000)

const databases = databasesForTests("spam-reason-")

// The UX review (P14): the Spam page did not say why a request was caught, so staff could not tell a robot from a
// fast person with autofill. The server keeps the reason with the request, and the workspace reads it.
describe.each(STORAGE_KINDS)("why a request is in Spam, on %s", (kind) => {
  let server: ConfiguredServer
  let cookie: string
  beforeAll(async () => {
    const env = { ...staffEnvOf(databases, kind), QUOTE_MIN_FILL_MS: "3000" }
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
    cookie = (await signIn(server, STAFF)).cookie
  })
  afterAll(() => server?.close())

  test("the hidden field filled, a form sent too fast, or marked by staff; a person's request has none", async () => {
    const sent = async (fields: Record<string, unknown>) => {
      const answer = await postJson(server, validQuote(fields))
      expect(answer.status).toBe(201)
      return ((await answer.json()) as { reference: string }).reference
    }
    const trapped = await sent({ email: `trap.${kind}@example.com`, website: "http://spam.example" })
    const fast = await sent({ email: `fast.${kind}@example.com`, fillMs: 1800 })
    const person = await sent({ email: `person.${kind}@example.com`, fillMs: 45_000 })
    const marked = await staffCall(server, requestActionApi("spam").to({ reference: person }), {
      method: "POST",
      json: { spam: true },
      headers: { cookie },
    })
    expect(marked.status).toBe(200)

    const spam = inboxPage.parse(
      await (await staffCall(server, `${STAFF_REQUESTS_API}?spam=true`, { headers: { cookie } })).json(),
    )
    const why = Object.fromEntries(spam.items.map((item) => [item.reference, [item.spam_reason, item.fill_ms]]))
    expect(why).toEqual({ [trapped]: ["honeypot", null], [fast]: ["too-fast", 1800], [person]: ["staff", 45_000] })
    const detail = await (
      await staffCall(server, staffRequestApi.to({ reference: fast }), { headers: { cookie } })
    ).json()
    expect(detail).toMatchObject({ spam_reason: "too-fast", fill_ms: 1800 })
  })
})
