import crypto from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"

export type LockTimings = {
  // How long a lock outlives its holder's last renewal: an instance that died holding it frees it after this.
  ttlMs: number
  // How often the holder renews it and looks whether another request asked for it.
  renewMs: number
  // How often a request waiting for it tries again, and how long it waits at most.
  pollMs: number
  acquireTimeoutMs: number
}

const TIMINGS: LockTimings = { ttlMs: 15_000, renewMs: 500, pollMs: 50, acquireTimeoutMs: 20_000 }

// tus's Locker across server instances: a row in upload_locks per upload being written. The holder renews its
// expiry while it works; a request that finds the lock taken (on this instance or another) sets release_requested,
// which the holder sees at its next renewal and ends its request (tus's "cancel": a client that resumes after a cut
// need not wait for a half-open connection on the other instance to time out). A holder that died leaves a lock
// that expires. Instances compare expiries on their own clocks, so their clocks must agree to well under ttlMs.
export class DatabaseLocker implements Locker {
  private readonly timings: LockTimings

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    timings: Partial<LockTimings> = {},
  ) {
    this.timings = { ...TIMINGS, ...timings }
  }

  newLock(id: string): Lock {
    return new DatabaseLock(this.db, this.clock, this.timings, id)
  }
}

class DatabaseLock implements Lock {
  private readonly holder = crypto.randomUUID()
  private renewal: NodeJS.Timeout | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly timings: LockTimings,
    private readonly id: string,
  ) {}

  private expiry = () => new Date(this.clock().getTime() + this.timings.ttlMs).toISOString()

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = this.clock().getTime() + this.timings.acquireTimeoutMs
    let asked = false
    while (!signal.aborted && this.clock().getTime() < giveUpAt) {
      if (await this.tryAcquire()) {
        this.keepRenewing(requestRelease)
        return
      }
      if (!asked) {
        asked = true
        await this.db.updateTable("upload_locks").set({ release_requested: 1 }).where("id", "=", this.id).execute()
      }
      await sleep(this.timings.pollMs)
    }
    throw ERRORS.ERR_LOCK_TIMEOUT
  }

  // Takes the lock if it is free or its holder's expiry passed; true when this request holds it.
  private async tryAcquire(): Promise<boolean> {
    const now = this.clock().toISOString()
    const row = { id: this.id, holder: this.holder, expires_at: this.expiry(), release_requested: 0 }
    await this.db
      .insertInto("upload_locks")
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column("id")
          .doUpdateSet({ holder: row.holder, expires_at: row.expires_at, release_requested: 0 })
          .where("upload_locks.expires_at", "<", now),
      )
      .execute()
    const held = await this.db.selectFrom("upload_locks").select("holder").where("id", "=", this.id).executeTakeFirst()
    return held?.holder === this.holder
  }

  private keepRenewing(requestRelease: RequestRelease) {
    let released = false
    this.renewal = setInterval(() => {
      void this.db
        .updateTable("upload_locks")
        .set({ expires_at: this.expiry() })
        .where("id", "=", this.id)
        .where("holder", "=", this.holder)
        .returning("release_requested")
        .executeTakeFirst()
        .then((row) => {
          if (row?.release_requested && !released) {
            released = true
            return requestRelease()
          }
        })
        // A renewal that failed (the database away a moment) is tried again at the next tick.
        .catch(() => undefined)
    }, this.timings.renewMs)
    this.renewal.unref()
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal)
    await this.db.deleteFrom("upload_locks").where("id", "=", this.id).where("holder", "=", this.holder).execute()
  }
}
