/** @jest-environment node */
import fs from "node:fs"
import type { Kysely } from "kysely"
import { migrate } from "./migrations"
import { earlierRequest, openUnmigrated } from "../../testing/earlier-database"
import { tempDir } from "../../testing/quote-app"
import { STORAGE_KINDS } from "../../testing/test-databases"
import { postgresForTests } from "../../testing/postgres"

jest.setTimeout(60_000)

const postgres = postgresForTests()
const BEFORE = "2026-11-25-301-requests"

const row = (reference: string, created_at: string) =>
  earlierRequest({
    reference,
    created_at,
    first_name: "Mona",
    email: "mona@example.com",
    industry: "oil-gas",
    service: "ndt",
    message: "Scope",
  })

describe.each(STORAGE_KINDS)("the reply-promise migration on %s", (kind) => {
  test("requests stored before get a due time from their arrival and their first Contacted as first reply", async () => {
    const dataDir = tempDir(`promise-migration-${kind}-`)
    const db = openUnmigrated(kind, { dataDir, postgresUrl: postgres.url })
    try {
      await migrate(db as Kysely<unknown>, kind, BEFORE)
      // Friday 17:00 Cairo: Saturday does not count, due Sunday 17:00. Sunday 10:00: due Monday 10:00.
      await db.insertInto("requests").values(row("Q-2026-000001", "2026-11-27T15:00:00.000Z")).execute()
      await db.insertInto("requests").values(row("Q-2026-000002", "2026-11-29T08:00:00.000Z")).execute()
      const contacted = (at: string) => ({
        at,
        actor_id: "u1",
        actor_name: "Staff",
        action: "status changed",
        reference: "Q-2026-000001",
        detail: "contacted",
      })
      await db
        .insertInto("audit_log")
        .values([contacted("2026-11-29T09:00:00.000Z"), contacted("2026-11-30T09:00:00.000Z")])
        .execute()
      await migrate(db as Kysely<unknown>, kind)
      const rows = await db
        .selectFrom("requests")
        .select(["reference", "due_at", "first_reply_at"])
        .orderBy("reference")
        .execute()
      expect(rows).toEqual([
        { reference: "Q-2026-000001", due_at: "2026-11-29T15:00:00.000Z", first_reply_at: "2026-11-29T09:00:00.000Z" },
        { reference: "Q-2026-000002", due_at: "2026-11-30T08:00:00.000Z", first_reply_at: null },
      ])
    } finally {
      await db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
