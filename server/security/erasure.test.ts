/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { sql } from "kysely"
import { postJson, validQuote, waitFor } from "../../testing/quote-app"
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { databasesForTests } from "../../testing/test-databases"
import { STAFF, createAccounts, signIn, staffCall, staffCli, staffServerEnv } from "../../testing/staff"
import { clockStartEnv } from "../../testing/test-clock"
import { filesHolding, versionsHolding } from "../../testing/erased-copies"

// Erasure reaches every copy the server keeps: the request's row, its notes, its mails' .eml copies, the audit
// log's free text, the hash of the body — on SQLite no file under DATA_DIR holds the address afterwards; on
// PostgreSQL no row version (live or dead, until VACUUM) of the tables does, as docs/staff-workspace.md promises.
// The server runs in this process (its mail worker writes the .eml copies); the erasure is the command line's, run
// as an operator runs it, in a process of its own.

jest.setTimeout(180_000)

const databases = databasesForTests("erasure-")

// The server and the command line at TEST_NOW (testing/test-clock.ts).
const envOf = (dataDir: string, databaseUrl?: string) => ({
  ...staffServerEnv(dataDir, databaseUrl),
  ...clockStartEnv(),
})

// A person's request, worked on by staff in ways that copy their address: the mails, a note, a lost reason. Its
// mails are sent (the .eml copies written, the rows marked) before it returns.
async function requestWorkedOn(server: ConfiguredServer, email: string) {
  const sent = await postJson(server, validQuote({ email, message: `Call me back, or write to ${email}.` }))
  expect(sent.status).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }
  const { cookie } = await signIn(server, STAFF)
  const path = `/api/staff/requests/${reference}`
  const note = await staffCall(server, `${path}/notes`, {
    method: "POST",
    json: { text: `Wrote to ${email} with our rates.` },
    headers: { cookie },
  })
  expect(note.status).toBe(200)
  const lost = await staffCall(server, `${path}/status`, {
    method: "POST",
    json: { status: "lost", reason: `${email} went with another inspector` },
    headers: { cookie },
  })
  expect(lost.status).toBe(200)
  await waitFor(
    async () =>
      (
        await server.db
          .selectFrom("requests")
          .select("mail_status")
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow()
      ).mail_status === "sent",
    { timeoutMs: 10_000, what: "the request's mails sent" },
  )
  return reference
}

describe("erasing a person on SQLite", () => {
  let dataDir: string
  let server: ConfiguredServer
  let env: Record<string, string>
  beforeAll(async () => {
    dataDir = databases.dataDirOf("sqlite")
    env = envOf(dataDir)
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
  })
  afterAll(async () => {
    await server?.close()
  })

  test("leaves no file under DATA_DIR holding their e-mail address", async () => {
    const email = "leila.hassan@example.com"
    const reference = await requestWorkedOn(server, email)
    const outbox = path.join(dataDir, "outbox")
    await waitFor(
      () => fs.existsSync(outbox) && fs.readdirSync(outbox).filter((file) => file.startsWith(reference)).length === 2,
      { timeoutMs: 10_000, what: "the request's two .eml copies" },
    )
    const holding = () => filesHolding(dataDir, email)
    expect(holding().length).toBeGreaterThan(0)

    const erased = staffCli(["erase-person", email], env)
    expect(erased.stdout).toContain(reference)
    // Stopped as server/start.ts stops it (the app, the mail worker, the database): its files as it leaves them.
    await server.close()
    expect(holding()).toEqual([])
  })
})

describe("erasing a person on PostgreSQL", () => {
  let server: ConfiguredServer
  let env: Record<string, string>
  beforeAll(async () => {
    env = envOf(databases.dataDirOf("postgres"), databases.postgres.url)
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
    await sql`create extension if not exists pageinspect`.execute(server.db)
  })
  afterAll(async () => {
    await server?.close()
  })

  const TABLES = ["requests", "request_notes", "outbox", "audit_log"]

  test("leaves no row version, live or dead, holding their e-mail address", async () => {
    const email = "youssef.adel@example.com"
    await requestWorkedOn(server, email)
    const before = await Promise.all(TABLES.map((table) => versionsHolding(server.db, table, email)))
    expect(before.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0)

    staffCli(["erase-person", email], env)
    const after = await Promise.all(
      TABLES.map(async (table) => [table, await versionsHolding(server.db, table, email)]),
    )
    expect(after).toEqual(TABLES.map((table) => [table, 0]))
  })
})
