import { sql, type Kysely } from "kysely"
import type { Database, MailKind, NewQuote, Quote } from "./schema"

export type SaveResult =
  | { status: "created"; reference: string; id: number }
  | { status: "duplicate"; reference: string }
  | { status: "conflict" }

const MAIL_KINDS: MailKind[] = ["notification", "acknowledgement"]

// "Q-2026-000123": the year and that year's running number.
export const formatReference = (year: number, number: number) => `Q-${year}-${String(number).padStart(6, "0")}`

async function findByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom("quotes")
    .select(["reference", "body_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst()
}

function replay(existing: { reference: string; body_hash: string }, bodyHash: string): SaveResult {
  return existing.body_hash === bodyHash
    ? { status: "duplicate", reference: existing.reference }
    : { status: "conflict" }
}

// One transaction stores the request and queues its mails: once it commits, nothing can lose them.
export async function saveQuote(db: Kysely<Database>, quote: NewQuote, now = new Date()): Promise<SaveResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (quote.idempotency_key) {
        const existing = await findByKey(trx, quote.idempotency_key)
        if (existing) return replay(existing, quote.body_hash)
      }
      const year = now.getUTCFullYear()
      const counter = await trx
        .insertInto("reference_counters")
        .values({ year, last: 1 })
        .onConflict((conflict) => conflict.column("year").doUpdateSet({ last: sql`reference_counters.last + 1` }))
        .returning("last")
        .executeTakeFirstOrThrow()
      const reference = formatReference(year, counter.last)
      const created = now.toISOString()
      const { id } = await trx
        .insertInto("quotes")
        .values({ ...quote, reference, created_at: created, mail_status: quote.spam ? "skipped" : "pending" })
        .returning("id")
        .executeTakeFirstOrThrow()
      if (!quote.spam) {
        await trx
          .insertInto("outbox")
          .values(
            MAIL_KINDS.map((kind) => ({
              quote_id: id,
              kind,
              status: "pending" as const,
              attempts: 0,
              next_attempt_at: created,
              last_error: null,
              sent_at: null,
            })),
          )
          .execute()
      }
      return { status: "created" as const, reference, id }
    })
  } catch (error) {
    // Two concurrent retries with one key (PostgreSQL): the loser of the unique index answers like a replay.
    if (quote.idempotency_key && isUniqueViolation(error)) {
      const existing = await findByKey(db, quote.idempotency_key)
      if (existing) return replay(existing, quote.body_hash)
    }
    throw error
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string }
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE"
}

export async function listQuotes(db: Kysely<Database>, options: { limit?: number } = {}): Promise<Quote[]> {
  let query = db.selectFrom("quotes").selectAll().orderBy("id", "desc")
  if (options.limit) query = query.limit(options.limit)
  return query.execute()
}

export async function findQuote(db: Kysely<Database>, reference: string): Promise<Quote | undefined> {
  return db.selectFrom("quotes").selectAll().where("reference", "=", reference).executeTakeFirst()
}
