/** @jest-environment node */
import fs from "node:fs"
import { sql, type Kysely } from "kysely"
import { migrate } from "./migrations"
import { SQLITE_FILE } from "./sqlite-file"
import { earlierRequest, openUnmigrated, type AnySchema } from "../../testing/earlier-database"
import { postJson, tempDir, validQuote } from "../../testing/quote-app"
import { STORAGE_KINDS } from "../../testing/test-databases"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { postgresForTests } from "../../testing/postgres"
import { STAFF, addAccount, signIn, staffServerEnv } from "../../testing/staff"
import { clockStartEnv, TEST_NOW } from "../../testing/test-clock"

jest.setTimeout(180_000)

// The last migration before the tables were named "requests": a database as a running site had it.
const BEFORE_RENAME = "2026-11-25-201-attachments"
// The server runs at TEST_NOW: the numbering it continues is that year's.
const YEAR = TEST_NOW.getUTCFullYear()
const QUOTE = `Q-${YEAR}-000001`
const APPEAL = `C-${YEAR}-000001`
const FILE_BYTES = Buffer.from("%PDF-1.4\n% weld map, line 24-P-1107\n")

const postgres = postgresForTests(killServerProcesses)

const request = (overrides: Record<string, unknown>) =>
  earlierRequest({ created_at: new Date(TEST_NOW.getTime() - 3600_000).toISOString(), ...overrides })

// Rows as the old code wrote them: a quote request with a note, a file and its two mails, and an appeal.
async function seedOldDatabase(db: Kysely<AnySchema>) {
  await db.insertInto("reference_counters").values({ year: YEAR, last: 1 }).execute()
  await db.insertInto("complaint_counters").values({ year: YEAR, last: 1 }).execute()
  const { id: quoteId } = await db
    .insertInto("quotes")
    .values(
      request({
        reference: QUOTE,
        first_name: "Hoda",
        last_name: "Mansour",
        email: "hoda.mansour@example.com",
        company: "Abu Qir Fertilizers",
        industry: "petrochemical",
        service: "ndt",
        message: "TOFD of the ammonia converter's longitudinal seams to ASME VIII Div. 2.",
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow()
  await db
    .insertInto("quotes")
    .values(
      request({
        reference: APPEAL,
        kind: "appeal",
        first_name: "Karim Adel",
        email: "karim.adel@example.com",
        industry: "",
        service: "",
        job_reference: "LE-2026-00421",
        message: "We appeal the rejection of the crane's load test; the test weights were certified.",
      }),
    )
    .execute()
  for (const kind of ["notification", "acknowledgement"]) {
    await db
      .insertInto("outbox")
      .values({ quote_id: quoteId, kind, status: "sent", attempts: 1, next_attempt_at: "2026-01-01T00:00:00Z" })
      .execute()
  }
  await db
    .insertInto("quote_notes")
    .values({ quote_id: quoteId, at: TEST_NOW.toISOString(), author_id: "", author_name: "Omar", text: "Called." })
    .execute()
  const { id: fileId } = await db
    .insertInto("quote_attachments")
    .values({ quote_id: quoteId, name: "weld-map.pdf", size: FILE_BYTES.length, type: "application/pdf", sha256: "x" })
    .returning("id")
    .executeTakeFirstOrThrow()
  await db.insertInto("quote_attachment_chunks").values({ attachment_id: fileId, seq: 0, data: FILE_BYTES }).execute()
}

// Every table, index, sequence and constraint whose name still says "quote".
async function namesWithQuote(kind: (typeof STORAGE_KINDS)[number], db: Kysely<AnySchema>) {
  const query =
    kind === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where name like '%quote%'`
      : sql<{ name: string }>`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and relname like '%quote%'
          union all select conname from pg_constraint where conname like '%quote%'`
  return (await query.execute(db)).rows.map((row) => row.name)
}

describe.each(STORAGE_KINDS)("a database of the quotes era, on %s", (kind) => {
  let dataDir: string
  let server: ServerProcess | undefined
  let db: Kysely<AnySchema> | undefined

  beforeAll(async () => {
    dataDir = tempDir(`rename-${kind}-`)
    const old = openUnmigrated(kind, { dataDir, postgresUrl: postgres.url })
    await migrate(old as Kysely<unknown>, kind, BEFORE_RENAME)
    await seedOldDatabase(old)
    await old.destroy()
    // The server migrates the database as it opens it, as after an upgrade.
    const env = { ...staffServerEnv(dataDir, kind === "postgres" ? postgres.url : undefined), ...clockStartEnv() }
    server = await startServerProcess(env)
    addAccount(STAFF, "staff", env)
    // The server moved quotes.sqlite to its current name as it opened it.
    db = openUnmigrated(kind, { dataDir, postgresUrl: postgres.url, file: SQLITE_FILE })
  })
  afterAll(async () => {
    await server?.stop()
    await db?.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test("the workspace still lists, searches, opens and downloads what was stored before", async () => {
    const { cookie } = await signIn(server!.base, STAFF)
    const get = async (url: string) => {
      const response = await fetch(`${server!.base}${url}`, { headers: { cookie } })
      expect([url, response.status]).toEqual([url, 200])
      return response
    }
    const found = async (query: Record<string, string>) => {
      const body = (await (await get(`/api/staff/requests?${new URLSearchParams(query)}`)).json()) as {
        items: { reference: string }[]
      }
      return body.items.map((item) => item.reference)
    }
    expect(await found({})).toEqual([APPEAL, QUOTE])
    expect(await found({ kind: "appeal" })).toEqual([APPEAL])
    // The search index, rebuilt on the renamed table, holds the old rows.
    expect(await found({ q: "ammonia converter" })).toEqual([QUOTE])
    expect(await found({ q: "KARIM.ADEL@" })).toEqual([APPEAL])

    const detail = (await (await get(`/api/staff/requests/${QUOTE}`)).json()) as {
      email: string
      mails: { kind: string; status: string }[]
      notes: { text: string }[]
      attachments: { name: string; url: string }[]
    }
    expect(detail.email).toBe("hoda.mansour@example.com")
    expect(detail.mails).toMatchObject([
      { kind: "notification", status: "sent" },
      { kind: "acknowledgement", status: "sent" },
    ])
    expect(detail.notes.map((note) => note.text)).toEqual(["Called."])
    expect(detail.attachments.map((file) => file.name)).toEqual(["weld-map.pdf"])
    const download = await get(detail.attachments[0].url)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(FILE_BYTES)

    const csv = await (await get("/api/staff/requests.csv")).text()
    expect(csv).toContain(QUOTE)
    expect(csv).toContain(APPEAL)
  })

  test("a new request after the upgrade continues the numbering, is searchable and queues its mails", async () => {
    const response = await postJson(server!.base, validQuote({ email: "new.client@example.com", company: "Sidpec" }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ reference: `Q-${YEAR}-000002` })
    const { cookie } = await signIn(server!.base, STAFF)
    const list = await fetch(`${server!.base}/api/staff/requests?q=sidpec`, { headers: { cookie } })
    expect(((await list.json()) as { items: { reference: string }[] }).items.map((item) => item.reference)).toEqual([
      `Q-${YEAR}-000002`,
    ])
    const mails = await db!
      .selectFrom("outbox")
      .innerJoin("requests", "requests.id", "outbox.request_id")
      .select("outbox.kind")
      .where("requests.reference", "=", `Q-${YEAR}-000002`)
      .orderBy("outbox.id")
      .execute()
    expect(mails.map((mail) => mail.kind)).toEqual(["notification", "acknowledgement"])
  })

  test("no table, column, index, sequence or constraint is named for quotes any more", async () => {
    expect(await namesWithQuote(kind, db!)).toEqual([])
    const columns =
      kind === "sqlite"
        ? sql<{ name: string }>`select p.name from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and p.name like '%quote%'`
        : sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and column_name like '%quote%'`
    expect((await columns.execute(db!)).rows).toEqual([])
  })
})
