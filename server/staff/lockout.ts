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

// Seconds until sign-in is allowed again, or 0. Kept in the database, so every server instance counts the same.
export async function lockedFor(db: Kysely<Database>, keys: SignInKeys, now = new Date()): Promise<number> {
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

export async function recordFailure(db: Kysely<Database>, keys: SignInKeys, now = new Date()): Promise<void> {
  await db
    .insertInto("sign_in_failures")
    .values({ at: now.toISOString(), account_key: keys.account, address_key: keys.address })
    .execute()
}

// Old failures say nothing any more; the retention job clears them.
export async function forgetOldFailures(db: Kysely<Database>, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - LOCKOUT.windowMs).toISOString()
  await db.deleteFrom("sign_in_failures").where("at", "<", before).execute()
}
