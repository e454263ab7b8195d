import { sql, type Kysely } from "kysely"
import type { Database } from "./schema"

export type Hit = { hits: number; resetAt: number }

// Counts one request for `key` in its fixed window and answers the count and when the window ends. One
// statement (an upsert) on SQLite and PostgreSQL alike, so concurrent instances never lose a count.
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now: number): Promise<Hit> {
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}`
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql`case when ${expired} then ${now + windowMs} else rate_limits.reset_at end`,
      }),
    )
    .returning(["hits", "reset_at"])
    .executeTakeFirstOrThrow()
  // PostgreSQL hands bigint columns back as strings.
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) }
}

// The counts of windows that have ended are of no more use.
export async function forgetEndedWindows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute()
}
