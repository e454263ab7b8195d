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

// Stores the request and queues its two mails inside the caller's transaction.
async function insertQuote(trx: Kysely<Database>, quote: NewQuote, now: Date): Promise<SaveResult> {
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
  return { status: "created", reference, id }
}

// One transaction stores the request and queues its mails: once it commits, nothing can lose them.
export async function saveQuote(db: Kysely<Database>, quote: NewQuote, now = new Date()): Promise<SaveResult> {
  try {
    return await db.transaction().execute((trx) => insertQuote(trx, quote, now))
  } catch (error) {
    // Two concurrent retries with one key (PostgreSQL): the loser of the unique index answers like a replay.
    if (quote.idempotency_key && isUniqueViolation(error)) {
      const existing = await findByKey(db, quote.idempotency_key)
      if (existing) return replay(existing, quote.body_hash)
    }
    throw error
  }
}

type Pending = { quote: NewQuote; resolve: (result: SaveResult) => void; reject: (error: unknown) => void }

// Group commit: requests that arrive while a commit is under way are written together in the next
// transaction, so one disk sync covers many of them. Each caller still hears back only after its own commit.
export function createQuoteWriter(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  let queue: Pending[] = []
  let flushing = false

  async function flush() {
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        const now = clock()
        const results = await db.transaction().execute(async (trx) => {
          const out: SaveResult[] = []
          for (const item of batch) out.push(await insertQuote(trx, item.quote, now))
          return out
        })
        batch.forEach((item, index) => item.resolve(results[index]))
      } catch {
        // One bad item (or a race on an idempotency key) must not fail the others: retry them one by one.
        for (const item of batch) await saveQuote(db, item.quote, clock()).then(item.resolve, item.reject)
      }
    }
    flushing = false
  }

  return {
    save(quote: NewQuote): Promise<SaveResult> {
      return new Promise((resolve, reject) => {
        queue.push({ quote, resolve, reject })
        if (flushing) return
        flushing = true
        // After the current round of I/O, so every request already read joins this commit.
        setImmediate(() => void flush())
      })
    },
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
