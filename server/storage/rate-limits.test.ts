/** @jest-environment node */
import type { Kysely } from "kysely"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { countHit, forgetEndedWindows } from "./rate-limits"
import type { Database } from "./schema"

jest.setTimeout(60_000)

const databases = databasesForTests("rate-limits-")

describe.each(STORAGE_KINDS)("rate limit counts on %s", (kind) => {
  let db: Kysely<Database>

  beforeAll(async () => {
    db = await databases.open(kind)
  })

  afterAll(async () => {
    await db?.destroy()
  })

  test("a window counts every hit of its key and starts again once it has ended", async () => {
    const start = 1_000_000
    for (let i = 1; i <= 6; i++) {
      expect(await countHit(db, "quote:a", 600_000, start + i * 1000)).toEqual({ hits: i, resetAt: start + 601_000 })
    }
    expect(await countHit(db, "quote:b", 600_000, start + 7000)).toEqual({ hits: 1, resetAt: start + 607_000 })
    expect(await countHit(db, "quote:a", 600_000, start + 601_000)).toEqual({ hits: 1, resetAt: start + 1_201_000 })
  })

  test("hits sent at once are all counted", async () => {
    const now = 5_000_000
    await Promise.all(Array.from({ length: 20 }, () => countHit(db, "quote:burst", 60_000, now)))
    expect(await countHit(db, "quote:burst", 60_000, now)).toEqual({ hits: 21, resetAt: now + 60_000 })
  })

  test("ended windows are forgotten", async () => {
    await countHit(db, "quote:old", 1000, 10_000)
    await countHit(db, "quote:live", 1000, 20_000)
    await forgetEndedWindows(db, 20_500)
    const keys = (await db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key)
    expect(keys).toContain("quote:live")
    expect(keys).not.toContain("quote:old")
  })
})
