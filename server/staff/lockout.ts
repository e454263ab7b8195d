import crypto from "node:crypto"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

export const LOCKOUT = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 }

export type SignInKeys = { account: string; address: string }

const keyed = (salt: string, value: string) =>
  crypto.createHash("sha256").update(`${salt}:${value}`).digest("hex").slice(0, 32)

// Failures are stored under salted hashes of the e-mail typed and of the client address: the table shows no one.
export const signInKeys = (salt: string, email: string, ip: string): SignInKeys => ({
  account: keyed(salt, `account:${email.trim().toLowerCase()}`),
  address: keyed(salt, `address:${ip}`),
})

// Second-factor codes are counted apart from passwords, under the same limits: per account (the one the pending
// two-factor sign-in belongs to) and per client address. Without a pending sign-in (setting two-factor up, from a
// session, or a cookie that names no one) the account key is the attempt's own, so only the address counts.
export const secondFactorKeys = (salt: string, userId: string | null, ip: string): SignInKeys => ({
  account: keyed(salt, userId ? `two-factor:${userId}` : `two-factor:none:${crypto.randomUUID()}`),
  address: keyed(salt, `two-factor-address:${ip}`),
})

// Seconds until sign-in is allowed again, or 0. Kept in the database, so every server instance counts the same.
// `except`: an attempt's own row, which does not count against itself.
export async function lockedFor(db: Kysely<Database>, keys: SignInKeys, now: Date, except?: number): Promise<number> {
  const since = new Date(now.getTime() - LOCKOUT.windowMs).toISOString()
  const waits = await Promise.all(
    [
      ["account_key", keys.account, LOCKOUT.perAccount],
      ["address_key", keys.address, LOCKOUT.perAddress],
    ].map(async ([column, key, max]) => {
      const recent = await db
        .selectFrom("sign_in_failures")
        .select("at")
        .where(column as "account_key" | "address_key", "=", key as string)
        .where("at", ">", since)
        .$if(except !== undefined, (query) => query.where("id", "!=", except!))
        .orderBy("at", "desc")
        .limit(max as number)
        .execute()
      if (recent.length < (max as number)) return 0
      // Locked until the oldest of the last `max` failures leaves the window.
      const freeAt = Date.parse(recent[recent.length - 1].at) + LOCKOUT.windowMs
      return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
    }),
  )
  return Math.max(...waits)
}

// An attempt is counted before the password is checked: its row is written (committed on its own) first, then the
// rows of every other attempt in the window are counted. The k-th attempt to be written sees at least k - 1 others,
// so of any number sent at once, on any number of instances, at most LOCKOUT.perAccount are let through.
// Answers the row to settle once the password was checked, or how long to wait (the row is then gone: a refused
// attempt does not lengthen the lock).
export async function claimSignInAttempt(
  db: Kysely<Database>,
  keys: SignInKeys,
  now: Date,
): Promise<{ attempt: number; wait: 0 } | { attempt: null; wait: number }> {
  const { id } = await db
    .insertInto("sign_in_failures")
    .values({ at: now.toISOString(), account_key: keys.account, address_key: keys.address })
    .returning("id")
    .executeTakeFirstOrThrow()
  const wait = await lockedFor(db, keys, now, Number(id))
  if (wait === 0) return { attempt: Number(id), wait: 0 }
  await db.deleteFrom("sign_in_failures").where("id", "=", id).execute()
  return { attempt: null, wait }
}

// A wrong password keeps the attempt's row as a failure; any other outcome takes it back.
export async function settleSignInAttempt(db: Kysely<Database>, attempt: number, failed: boolean): Promise<void> {
  if (!failed) await db.deleteFrom("sign_in_failures").where("id", "=", attempt).execute()
}

// Old failures say nothing any more; the retention job clears them.
export async function forgetOldFailures(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LOCKOUT.windowMs).toISOString()
  await db.deleteFrom("sign_in_failures").where("at", "<", before).execute()
}
