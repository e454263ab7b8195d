/** @jest-environment node */
import vm from "node:vm"
import { sql } from "kysely"
import { apiError, ERROR_CODES } from "../../src/lib/api-error"
import { STATUS_LIST_PATH } from "../../src/lib/status-list"
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { postJson, validQuote } from "../../testing/quote-app"
import { createAccounts, signIn, STAFF, staffCall, staffEnvOf } from "../../testing/staff"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { SERVER_ERROR_WORDS } from "./error-handler"

// One error reply across the APIs (src/lib/api-error.ts), from the server as production composes it: a server
// error answers plain words and the request id, and its cause goes to the log under that id without the person the
// request was about; a refusal (404, 400) keeps its own words, and a malformed request its fields.

jest.setTimeout(120_000)

const databases = databasesForTests("error-replies-")
const PERSON = { email: "mona.elsayed@example.com", phone: "+20 3 420 1100" }

// A table the route needs, gone for the length of `work` (as a half-applied migration or a dropped table leaves it).
async function without<T>(server: ConfiguredServer, table: string, work: () => Promise<T>): Promise<T> {
  await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(server.db)
  try {
    return await work()
  } finally {
    await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(server.db)
  }
}

// The log's lines of one request: its id exactly (req-1 is not req-12).
const logLinesOf = (server: ConfiguredServer, requestId: string) =>
  server
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{") && (JSON.parse(line) as { reqId?: string }).reqId === requestId)

// The cause the log keeps of a request's failure.
const loggedCause = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; error?: { message: string } })
    .find((line) => line.msg === "request failed")?.error?.message

describe.each(STORAGE_KINDS)("error replies on %s", (kind) => {
  let server: ConfiguredServer
  let cookie: string
  let reference: string
  beforeAll(async () => {
    const env = staffEnvOf(databases, kind)
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
    cookie = (await signIn(server, STAFF)).cookie
    const sent = await postJson(server, validQuote({ email: PERSON.email, phone: PERSON.phone }))
    reference = ((await sent.json()) as { reference: string }).reference
  })
  afterAll(async () => {
    await server?.close()
  })

  const addNote = (json: unknown) =>
    staffCall(server, `/api/staff/requests/${reference}/notes`, { method: "POST", json, headers: { cookie } })

  test("a database error answers a plain 500 with the request id; the log has the cause, not the person", async () => {
    const answer = await without(server, "request_notes", () =>
      addNote({ text: `Called ${PERSON.email} on ${PERSON.phone}.` }),
    )
    expect(answer.status).toBe(500)
    const body: unknown = await answer.json()
    const { requestId, ...rest } = apiError.parse(body)
    expect(rest).toEqual({ error: SERVER_ERROR_WORDS, code: ERROR_CODES.serverError })
    expect(JSON.stringify(body)).not.toMatch(/request_notes|SQLITE|relation/i)

    const lines = logLinesOf(server, requestId!)
    expect(loggedCause(lines)).toMatch(/request_notes/)
    expect(lines.join("\n")).not.toContain(PERSON.email)
    expect(lines.join("\n")).not.toContain(PERSON.phone)
  })

  test("a public route's database error is as plain (the status list; the check, which words its own 429)", async () => {
    for (const path of [STATUS_LIST_PATH, "/api/verify?n=LE-2026-00421&c=7KQ2-M9XD"]) {
      const answer = await without(server, "certificates", () => server.fetch(`${server.base}${path}`))
      expect([path, answer.status]).toEqual([path, 500])
      const { requestId, ...rest } = apiError.parse(await answer.json())
      expect(rest).toEqual({ error: SERVER_ERROR_WORDS, code: ERROR_CODES.serverError })
      expect(loggedCause(logLinesOf(server, requestId!))).toMatch(/certificates/)
    }
  })

  // A driver loaded by another test file of the same Jest worker throws errors of that file's realm, which fail
  // `instanceof Error` here (as CI's full run showed: the check's handler then answered them as a 200 reply, and the
  // log named a schema instead of the cause). Such an error, made in a realm of its own, takes the same way.
  test("an error from another realm is answered and logged as plainly", async () => {
    const foreign = vm.runInNewContext(`new Error("no such table: certificates")`) as Error
    expect(foreign instanceof Error).toBe(false)
    const selectFrom = server.db.selectFrom.bind(server.db)
    server.db.selectFrom = ((table: never) => {
      if (table === "certificates") throw foreign
      return selectFrom(table)
    }) as typeof selectFrom
    try {
      for (const path of [STATUS_LIST_PATH, "/api/verify?n=LE-2026-00421&c=7KQ2-M9XD"]) {
        const answer = await server.fetch(`${server.base}${path}`)
        expect([path, answer.status]).toEqual([path, 500])
        const { requestId } = apiError.parse(await answer.json())
        expect(loggedCause(logLinesOf(server, requestId!))).toMatch(/certificates/)
      }
    } finally {
      server.db.selectFrom = selectFrom
    }
  })

  test("a 404 and a 400 keep their words; a malformed request names its field", async () => {
    const unknownReference = reference.replace(/\d+$/, (digits) => "9".repeat(digits.length))
    const missing = await staffCall(server, `/api/staff/requests/${unknownReference}`, { headers: { cookie } })
    expect([missing.status, await missing.json()]).toEqual([404, { error: "No request has this reference." }])

    const malformed = await addNote({ text: "Sent the rates.", replySent: "yes" })
    expect(malformed.status).toBe(400)
    const refusal = apiError.parse(await malformed.json())
    expect(refusal.code).toBe(ERROR_CODES.invalidRequest)
    expect(Object.keys(refusal.fields ?? {})).toEqual(["replySent"])

    const unknown = await staffCall(server, "/api/staff/no-such-thing", { headers: { cookie } })
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: "Not Found", code: ERROR_CODES.notFound }])
  })
})
