/** @jest-environment node */
import fs from "node:fs"
import { sql, type Kysely } from "kysely"
import { openUnmigrated } from "../../testing/earlier-database"
import { tempDir } from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { migrate } from "./migrations"
import type { Database } from "./schema"

jest.setTimeout(60_000)

// certificates.item_latest marks each item's latest certificate within its company (item-latest-migration.ts): the
// register's order and count are read from it, so every write that can move it must move it.
const databases = databasesForTests("item-latest-")
const BEFORE = "2026-12-03-741-calendar-feeds"

type Row = { number: string; serial: string | null; inspected: string; company?: string | null }
// The tests of a kind share its PostgreSQL database: each test has companies (and numbers) of its own.
const certificate = ({ number, serial, inspected, company = "co-a" }: Row) => ({
  number,
  kind: "lifting-equipment" as const,
  item: "Chain block, 5 t",
  serial,
  rating: null,
  client: "Sample Drilling Co.",
  site: "Rig 7",
  inspected_on: inspected,
  valid_until: "2027-06-01",
  inspector: "Hany Youssef",
  inspector_certificate: "LEEA 0051234",
  code: `CODE${number}`,
  created_at: "2026-12-01T09:00:00.000Z",
  company_id: company,
})
const company = (id: string) => ({ id, name: id, nameAr: id, slug: id, createdAt: "2026-12-01T08:00:00.000Z" })

// The numbers marked latest among the companies', in order.
const latest = async (db: Kysely<Database>, ...companies: string[]) =>
  (
    await db
      .selectFrom("certificates")
      .select("number")
      .where("item_latest", "=", 1)
      .where("company_id", "in", companies)
      .orderBy("number")
      .execute()
  ).map((row) => row.number)

describe.each(STORAGE_KINDS)("each item's latest certificate on %s", (kind) => {
  test("the migration marks the certificates stored before it", async () => {
    const dataDir = tempDir(`item-latest-migration-${kind}-`)
    const db = openUnmigrated(kind, { dataDir, postgresUrl: databases.postgres.url })
    try {
      await migrate(db as Kysely<unknown>, kind, BEFORE)
      await db
        .insertInto("client_company")
        .values([company("co-a"), company("co-b")])
        .execute()
      await db
        .insertInto("certificates")
        .values([
          certificate({ number: "A1", serial: "CB-118", inspected: "2025-12-01" }),
          certificate({ number: "A2", serial: "CB-118", inspected: "2026-06-01" }),
          // Two certificates without a serial are two items; an empty serial is none.
          certificate({ number: "A3", serial: null, inspected: "2026-01-01" }),
          certificate({ number: "A4", serial: "", inspected: "2025-01-01" }),
          // The same serial in another company is another item; a certificate of no company is no one's item.
          certificate({ number: "B1", serial: "CB-118", inspected: "2025-01-01", company: "co-b" }),
          certificate({ number: "N1", serial: "CB-118", inspected: "2027-01-01", company: null }),
        ])
        .execute()
      await migrate(db as Kysely<unknown>, kind)
      expect(await latest(db as unknown as Kysely<Database>, "co-a", "co-b")).toEqual(["A2", "A3", "A4", "B1"])
    } finally {
      await db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test("a new certificate, a changed date or serial, a link to the company and a deletion move the mark", async () => {
    const db = await databases.open(kind)
    try {
      await db.insertInto("client_company").values(company("co-w")).execute()
      await db
        .insertInto("certificates")
        .values([
          certificate({ company: "co-w", number: "W1", serial: "SL-1", inspected: "2026-01-10" }),
          certificate({ company: "co-w", number: "W2", serial: "SL-1", inspected: "2026-07-10" }),
        ])
        .execute()
      expect(await latest(db, "co-w")).toEqual(["W2"])
      // A later examination of the same serial, then an earlier one entered late: the later stays latest.
      await db
        .insertInto("certificates")
        .values(certificate({ company: "co-w", number: "W3", serial: "SL-1", inspected: "2026-11-01" }))
        .execute()
      await db
        .insertInto("certificates")
        .values(certificate({ company: "co-w", number: "W0", serial: "SL-1", inspected: "2025-11-01" }))
        .execute()
      expect(await latest(db, "co-w")).toEqual(["W3"])
      // The same day: the later record.
      await db
        .insertInto("certificates")
        .values(certificate({ company: "co-w", number: "W4", serial: "SL-1", inspected: "2026-11-01" }))
        .execute()
      expect(await latest(db, "co-w")).toEqual(["W4"])
      // A corrected inspection date.
      await db.updateTable("certificates").set({ inspected_on: "2026-12-05" }).where("number", "=", "W1").execute()
      expect(await latest(db, "co-w")).toEqual(["W1"])
      // A corrected serial: C1 becomes an item of its own, and SL-1's latest is C4 again.
      await db.updateTable("certificates").set({ serial: "SL-2" }).where("number", "=", "W1").execute()
      expect(await latest(db, "co-w")).toEqual(["W1", "W4"])
      // A certificate of no company, linked later (the workspace's bulk link).
      await db
        .insertInto("certificates")
        .values(certificate({ number: "W5", serial: "SL-2", inspected: "2026-12-06", company: null }))
        .execute()
      expect(await latest(db, "co-w")).toEqual(["W1", "W4"])
      await db.updateTable("certificates").set({ company_id: "co-w" }).where("number", "=", "W5").execute()
      expect(await latest(db, "co-w")).toEqual(["W4", "W5"])
      // A deleted latest hands the mark back.
      await db.deleteFrom("certificates").where("number", "=", "W4").execute()
      expect(await latest(db, "co-w")).toEqual(["W3", "W5"])
      // A status change is not an item's: nothing moves.
      await db.updateTable("certificates").set({ status: "withdrawn" }).where("number", "=", "W3").execute()
      expect(await latest(db, "co-w")).toEqual(["W3", "W5"])
    } finally {
      await db.destroy()
    }
  })

  if (kind === "postgres") {
    test("two transactions adding a certificate of the same item at once leave one latest", async () => {
      const db = await databases.open(kind)
      const watcher = await databases.open(kind)
      try {
        await db.insertInto("client_company").values(company("co-p")).execute()
        let commitFirst = () => {}
        const firstHolds = new Promise<void>((resolve) => (commitFirst = resolve))
        let firstInserted = () => {}
        const inserted = new Promise<void>((resolve) => (firstInserted = resolve))
        const first = db.transaction().execute(async (trx) => {
          await trx
            .insertInto("certificates")
            .values(certificate({ company: "co-p", number: "P1", serial: "SH-9", inspected: "2026-06-01" }))
            .execute()
          firstInserted()
          await firstHolds
        })
        await inserted
        const second = db
          .insertInto("certificates")
          .values(certificate({ company: "co-p", number: "P2", serial: "SH-9", inspected: "2026-11-01" }))
          .execute()
        // The second waits for the first's lock on the company; seen from a third connection, bounded.
        for (let tries = 0; tries < 100; tries += 1) {
          const { rows } = await sql<{ waiting: number }>`select cast(count(*) as integer) as waiting
            from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(watcher)
          if (rows[0].waiting > 0) break
          await new Promise((resolve) => setImmediate(resolve))
        }
        commitFirst()
        await Promise.all([first, second])
        expect(await latest(db, "co-p")).toEqual(["P2"])
      } finally {
        await watcher.destroy()
        await db.destroy()
      }
    })
  }
})
