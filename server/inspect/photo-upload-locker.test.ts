/** @jest-environment node */
import type { Kysely } from "kysely"
import { testClock } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import type { Database } from "../storage/schema"
import { DatabaseLocker } from "./photo-upload-locker"

// The lock that keeps two requests from writing one upload, as two server instances hold it: each its own
// connection to the one database.
const databases = databasesForTests("photo-locks-")
const FAST = { renewMs: 20, pollMs: 10, ttlMs: 5_000, acquireTimeoutMs: 3_000 }

describe.each(STORAGE_KINDS)("upload locks across instances on %s", (kind) => {
  let one: Kysely<Database>
  let two: Kysely<Database>
  beforeAll(async () => {
    one = await databases.open(kind)
    two = await databases.open(kind)
  })
  afterAll(async () => {
    await one?.destroy()
    await two?.destroy()
  })

  test("a request on the other instance asks the holder to let go, and gets the lock once it has", async () => {
    const clock = testClock()
    const held = new DatabaseLocker(one, clock, FAST).newLock("upload-1")
    let asked = 0
    await held.lock(new AbortController().signal, async () => {
      asked += 1
      // As tus does when asked: the holder's request ends and lets go.
      await held.unlock()
    })
    const waiting = new DatabaseLocker(two, clock, FAST).newLock("upload-1")
    await expect(waiting.lock(new AbortController().signal, () => undefined)).resolves.toBeUndefined()
    expect(asked).toBe(1)
    await waiting.unlock()
  })

  test("a lock whose holder died is taken once its expiry passed, not before", async () => {
    const clock = testClock()
    const dead = new DatabaseLocker(one, clock, { ...FAST, renewMs: 60_000 }).newLock("upload-2")
    await dead.lock(new AbortController().signal, () => undefined)
    const waiting = new DatabaseLocker(two, clock, { ...FAST, acquireTimeoutMs: 300 }).newLock("upload-2")
    await expect(waiting.lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({
      status_code: 500,
    })
    clock.advance(FAST.ttlMs + 1)
    const taker = new DatabaseLocker(two, clock, FAST).newLock("upload-2")
    await expect(taker.lock(new AbortController().signal, () => undefined)).resolves.toBeUndefined()
    // The dead holder's late unlock does not free the new holder's lock.
    await dead.unlock()
    const rows = await two.selectFrom("upload_locks").select("id").where("id", "=", "upload-2").execute()
    expect(rows).toHaveLength(1)
    await taker.unlock()
  })
})
