/** @jest-environment node */
import path from "node:path"
import type { Kysely } from "kysely"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { openDatabase } from "./database"
import { claimMail, dueMail, markFailed, markSent, retryDelay } from "./outbox"
import { createRequestWriter, newestRequests, saveRequest } from "./requests"
import type { Database } from "./schema"
import { newQuote as quote } from "../../testing/fixtures"
import { TEST_NOW, testClock } from "../../testing/test-clock"

jest.setTimeout(60_000)

const databases = databasesForTests("quotes-")

// The same tests run on an SQLite file and on a real PostgreSQL server: one code path for both.
describe.each(STORAGE_KINDS)("storage on %s", (kind) => {
  let db: Kysely<Database>

  beforeAll(async () => {
    db = await databases.open(kind)
  })
  afterAll(() => db.destroy())

  test("references count up per year and every field is stored", async () => {
    const first = await saveRequest(db, quote(), new Date("2026-03-01T10:00:00Z"))
    const second = await saveRequest(db, quote({ first_name: "Omar" }), new Date("2026-03-01T10:00:01Z"))
    const nextYear = await saveRequest(db, quote(), new Date("2027-01-01T00:00:00Z"))
    expect(first).toEqual({ status: "created", reference: "Q-2026-000001", id: expect.any(Number) })
    expect(second).toMatchObject({ reference: "Q-2026-000002" })
    expect(nextYear).toMatchObject({ reference: "Q-2027-000001" })
    const [latest, , oldest] = await newestRequests(db, { limit: 3 })
    expect(latest.reference).toBe("Q-2027-000001")
    expect(oldest).toMatchObject({ ...quote(), reference: "Q-2026-000001", created_at: "2026-03-01T10:00:00.000Z" })
    expect(oldest.mail_status).toBe("pending")
    // Sunday 12:00 Cairo time: due 24 hours later (src/lib/due-time.test.ts has the rule's cases).
    expect(oldest.due_at).toBe("2026-03-02T10:00:00.000Z")
    expect(oldest.first_reply_at).toBeNull()
  })

  test("the same idempotency key and body give the same reference, stored once; another body conflicts", async () => {
    const before = (await newestRequests(db)).length
    const first = await saveRequest(db, quote({ idempotency_key: `key-${kind}`, body_hash: "a" }), TEST_NOW)
    const again = await saveRequest(db, quote({ idempotency_key: `key-${kind}`, body_hash: "a" }), TEST_NOW)
    const other = await saveRequest(db, quote({ idempotency_key: `key-${kind}`, body_hash: "b" }), TEST_NOW)
    expect(first.status).toBe("created")
    expect(again).toEqual({ status: "duplicate", reference: (first as { reference: string }).reference })
    expect(other).toEqual({ status: "conflict" })
    expect((await newestRequests(db)).length).toBe(before + 1)
  })

  test("concurrent retries with one key store one request", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        saveRequest(db, quote({ idempotency_key: `race-${kind}`, body_hash: "r" }), TEST_NOW),
      ),
    )
    const references = new Set(results.map((result) => (result as { reference: string }).reference))
    expect(references.size).toBe(1)
    expect(results.filter((result) => result.status === "created")).toHaveLength(1)
  })

  test("each real request queues a notification and an acknowledgement; spam queues nothing", async () => {
    const now = new Date("2030-01-01T00:00:00Z")
    await db.deleteFrom("outbox").execute()
    const real = await saveRequest(db, quote(), now)
    await saveRequest(db, quote({ spam: 1 }), now)
    const due = await dueMail(db, now)
    expect(due.map((row) => [row.request_id, row.kind])).toEqual([
      [(real as { id: number }).id, "notification"],
      [(real as { id: number }).id, "acknowledgement"],
    ])
    const spam = (await newestRequests(db, { limit: 1 }))[0]
    expect(spam).toMatchObject({ spam: 1, mail_status: "skipped" })
  })

  test("a claimed mail is claimed once; a failure is retried later with back-off; sent marks the request", async () => {
    const now = new Date("2031-01-01T00:00:00Z")
    await db.deleteFrom("outbox").execute()
    const saved = (await saveRequest(db, quote(), now)) as { id: number; reference: string }
    const [notification, acknowledgement] = await dueMail(db, now)
    expect(await claimMail(db, [notification], now)).toEqual([notification])
    expect(await claimMail(db, [notification], now)).toEqual([])
    const retryAt = await markFailed(db, { ...notification, attempts: 0 }, "421 try later", now)
    expect(retryAt.getTime() - now.getTime()).toBe(retryDelay(1))
    expect(await dueMail(db, now)).toHaveLength(1) // only the acknowledgement is due now
    const later = await dueMail(db, retryAt)
    expect(later.map((row) => row.kind)).toEqual(["notification", "acknowledgement"])
    await markSent(db, [later[0]], retryAt)
    expect((await newestRequests(db, { limit: 1 }))[0].mail_status).toBe("pending") // one of two mails still to go
    await markSent(db, [acknowledgement], retryAt)
    const [stored] = await newestRequests(db, { limit: 1 })
    expect(stored).toMatchObject({ id: saved.id, mail_status: "sent" })
    expect(await dueMail(db, new Date("2040-01-01T00:00:00Z"))).toHaveLength(0)
  })
})

test("back-off doubles from 30 s and stops growing at 6 hours", () => {
  expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000])
  expect(retryDelay(30)).toBe(6 * 60 * 60_000)
})

describe("group commit", () => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await openDatabase({ dataDir: path.join(databases.dataDir, "writer") })
  })
  afterAll(() => db.destroy())

  test("concurrent requests are committed together, each with its own reference", async () => {
    const writer = createRequestWriter(db, { clock: testClock() })
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => writer.save(quote({ first_name: `P${i}` }))))
    const references = results.map((result) => (result as { reference: string }).reference)
    expect(new Set(references).size).toBe(50)
    const stored = await newestRequests(db)
    for (let i = 0; i < 50; i++) {
      expect(stored.find((row) => row.reference === references[i])?.first_name).toBe(`P${i}`)
    }
  })

  test("one request that cannot be stored does not fail the others in its batch", async () => {
    const writer = createRequestWriter(db, { clock: testClock() })
    const broken = quote({ first_name: null as unknown as string })
    const [good, bad, alsoGood] = await Promise.allSettled([
      writer.save(quote({ first_name: "Before" })),
      writer.save(broken),
      writer.save(quote({ first_name: "After" })),
    ])
    expect(good).toMatchObject({ status: "fulfilled", value: { status: "created" } })
    expect(bad.status).toBe("rejected")
    expect(alsoGood).toMatchObject({ status: "fulfilled", value: { status: "created" } })
  })
})
