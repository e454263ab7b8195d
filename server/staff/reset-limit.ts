import crypto from "node:crypto"
import type { Kysely } from "kysely"
import { countHit } from "../storage/rate-limits"
import type { Database } from "../storage/schema"

// Password-reset requests: at most 3 an hour for one address typed (known or not, so the answer tells nothing)
// and 10 an hour from one client address, counted in the database like the rate limit, so every instance shares
// them. Every answer takes at least RESET_ANSWER_MS, so a known address (a token stored, a mail queued) is not
// told apart by its time.
export const RESET_LIMIT = { perAccount: 3, perAddress: 10, windowMs: 60 * 60_000 }
export const RESET_ANSWER_MS = 300

const keyed = (salt: string, value: string) =>
  crypto.createHash("sha256").update(`${salt}:${value}`).digest("hex").slice(0, 32)

// Seconds until another request is accepted, or 0 (the request is counted either way).
export async function resetRequestWait(
  db: Kysely<Database>,
  salt: string,
  email: string,
  ip: string,
  now: number,
): Promise<number> {
  const hits = await Promise.all([
    countHit(db, `reset:account:${keyed(salt, email.trim().toLowerCase())}`, RESET_LIMIT.windowMs, now),
    countHit(db, `reset:address:${keyed(salt, ip)}`, RESET_LIMIT.windowMs, now),
  ])
  const over = [hits[0].hits > RESET_LIMIT.perAccount, hits[1].hits > RESET_LIMIT.perAddress]
  const waits = hits.filter((_, i) => over[i]).map((hit) => Math.max(1, Math.ceil((hit.resetAt - now) / 1000)))
  return waits.length ? Math.max(...waits) : 0
}
