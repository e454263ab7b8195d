import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { audit, type Actor } from "../staff/audit"

// How a request counts as answered for the 24-hour promise: staff set it to Contacted, or wrote a note marked as
// the reply sent.
export type ReplyRecord = "status contacted" | "note marked reply sent"

// Keeps the time of the first reply only: a later one changes nothing. The update's condition makes it once,
// also when two staff members (or two instances) record a reply at the same moment; the audit log says who.
export async function recordFirstReply(
  db: Kysely<Database>,
  actor: Actor,
  request: { id: number; reference: string },
  how: ReplyRecord,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable("requests")
    .set({ first_reply_at: now.toISOString() })
    .where("id", "=", request.id)
    .where("first_reply_at", "is", null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1)
    await audit(db, actor, "first reply", now, { reference: request.reference, detail: how })
}
