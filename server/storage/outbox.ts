import type { Kysely } from "kysely"
import type { Database, OutboxRow, StoredRequest } from "./schema"

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

// Optimistic claim, in one transaction for the batch: only one worker (or server instance) moves a row's
// lease forward; the rows it could not claim are someone else's.
export async function claimMail(db: Kysely<Database>, rows: OutboxRow[], now: Date): Promise<OutboxRow[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()
  return db.transaction().execute(async (trx) => {
    const claimed: OutboxRow[] = []
    for (const row of rows) {
      const result = await trx
        .updateTable("outbox")
        .set({ attempts: row.attempts + 1, next_attempt_at: leaseUntil })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where("next_attempt_at", "=", row.next_attempt_at)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 1) claimed.push(row)
    }
    return claimed
  })
}

// Marks a batch sent; a request whose mails have all gone is marked sent too.
export async function markSent(db: Kysely<Database>, rows: OutboxRow[], now: Date): Promise<void> {
  if (rows.length === 0) return
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("outbox")
      .set({ status: "sent", sent_at: now.toISOString(), last_error: null })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute()
    await trx
      .updateTable("requests")
      .set({ mail_status: "sent" })
      .where(
        "id",
        "in",
        rows.map((row) => row.request_id),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("outbox")
              .select("outbox.id")
              .whereRef("outbox.request_id", "=", "requests.id")
              .where("outbox.status", "=", "pending"),
          ),
        ),
      )
      .execute()
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

export async function requestsOf(db: Kysely<Database>, rows: OutboxRow[]): Promise<Map<number, StoredRequest>> {
  if (rows.length === 0) return new Map()
  const ids = [...new Set(rows.map((row) => row.request_id))]
  const requests = await db.selectFrom("requests").selectAll().where("id", "in", ids).execute()
  return new Map(requests.map((request) => [request.id, request]))
}
