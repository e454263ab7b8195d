/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { postJson, tempDir, validQuote, waitFor } from "../../testing/quote-app"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { postgresForTests } from "../../testing/postgres"
import { STAFF, addAccount, signIn, staffCall, staffCli, staffServerEnv } from "../../testing/staff"
import { filesHolding, versionsHolding } from "../../testing/erased-copies"

// Erasure reaches every copy the server keeps: the request's row, its notes, its mails' .eml copies, the audit
// log's free text, the hash of the body — on SQLite no file under DATA_DIR holds the address afterwards; on
// PostgreSQL no row version (live or dead, until VACUUM) of the tables does, as docs/staff-workspace.md promises.

jest.setTimeout(180_000)

const postgres = postgresForTests(killServerProcesses)

// A person's request, worked on by staff in ways that copy their address: the mails, a note, a lost reason.
async function requestWorkedOn(server: ServerProcess, email: string) {
  const sent = await postJson(server.base, validQuote({ email, message: `Call me back, or write to ${email}.` }))
  expect(sent.status).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }
  const { cookie } = await signIn(server.base, STAFF)
  const path = `/api/staff/requests/${reference}`
  const note = await staffCall(server.base, `${path}/notes`, {
    method: "POST",
    json: { text: `Wrote to ${email} with our rates.` },
    headers: { cookie },
  })
  expect(note.status).toBe(200)
  const lost = await staffCall(server.base, `${path}/status`, {
    method: "POST",
    json: { status: "lost", reason: `${email} went with another inspector` },
    headers: { cookie },
  })
  expect(lost.status).toBe(200)
  return reference
}

describe("erasing a person on SQLite", () => {
  let dataDir: string
  let server: ServerProcess
  let env: Record<string, string>
  beforeAll(async () => {
    dataDir = tempDir("erasure-sqlite-")
    env = staffServerEnv(dataDir)
    addAccount(STAFF, "staff", env)
    server = await startServerProcess(env)
  })
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
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
    await server.stop()
    expect(holding()).toEqual([])
  })
})

describe("erasing a person on PostgreSQL", () => {
  let dataDir: string
  let server: ServerProcess
  let env: Record<string, string>
  let db: Kysely<Database>
  beforeAll(async () => {
    dataDir = tempDir("erasure-postgres-")
    env = staffServerEnv(dataDir, postgres.url)
    addAccount(STAFF, "staff", env)
    server = await startServerProcess(env)
    db = await openDatabase({ dataDir, databaseUrl: postgres.url })
    await sql`create extension if not exists pageinspect`.execute(db)
  })
  afterAll(async () => {
    await server?.stop()
    await db?.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const TABLES = ["requests", "request_notes", "outbox", "audit_log"]

  test("leaves no row version, live or dead, holding their e-mail address", async () => {
    const email = "youssef.adel@example.com"
    await requestWorkedOn(server, email)
    const before = await Promise.all(TABLES.map((table) => versionsHolding(db, table, email)))
    expect(before.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0)

    staffCli(["erase-person", email], env)
    const after = await Promise.all(TABLES.map(async (table) => [table, await versionsHolding(db, table, email)]))
    expect(after).toEqual(TABLES.map((table) => [table, 0]))
  })
})
