import type { Kysely } from "kysely"
import type { Database, OutboxRow, Quote } from "./schema"

export const RETRY_BASE_MS = 30_000
export const RETRY_MAX_MS = 6 * 60 * 60_000
// A claimed mail is not picked again for this long, in case the process dies while sending it.
export const CLAIM_LEASE_MS = 5 * 60_000

// 30 s, 1 min, 2 min … doubling up to 6 h between attempts.
export const retryDelay = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)

export async function dueMail(db: Kysely<Database>, now: Date, limit = 20): Promise<OutboxRow[]> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(limit)
    .execute()
}

// Optimistic claim: only one worker (or server instance) moves the row's lease forward.
export async function claimMail(db: Kysely<Database>, row: OutboxRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ attempts: row.attempts + 1, next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function markSent(db: Kysely<Database>, row: OutboxRow, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("outbox")
      .set({ status: "sent", sent_at: now.toISOString(), last_error: null })
      .where("id", "=", row.id)
      .execute()
    const pending = await trx
      .selectFrom("outbox")
      .select("id")
      .where("quote_id", "=", row.quote_id)
      .where("status", "=", "pending")
      .executeTakeFirst()
    if (!pending) await trx.updateTable("quotes").set({ mail_status: "sent" }).where("id", "=", row.quote_id).execute()
  })
}

export async function markFailed(db: Kysely<Database>, row: OutboxRow, error: string, now: Date): Promise<Date> {
  const next = new Date(now.getTime() + retryDelay(row.attempts + 1))
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: next.toISOString(), last_error: error.slice(0, 1000) })
    .where("id", "=", row.id)
    .execute()
  return next
}

export async function quoteOf(db: Kysely<Database>, row: OutboxRow): Promise<Quote> {
  return db.selectFrom("quotes").selectAll().where("id", "=", row.quote_id).executeTakeFirstOrThrow()
}
