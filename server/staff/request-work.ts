import type { Kysely } from "kysely"
import { attachmentsOf } from "../attachments/attachment-store"
import { attachmentUrl } from "./attachment-routes"
import { queueMails } from "../storage/quotes"
import type { Database, QuoteStatus } from "../storage/schema"
import { audit, historyOf, type Actor } from "./audit"

export type WorkResult = { ok: true } | { ok: false; status: 404 | 409 | 400; error: string }
const NOT_FOUND: WorkResult = { ok: false, status: 404, error: "No request has this reference." }

const findId = async (db: Kysely<Database>, reference: string) =>
  db
    .selectFrom("quotes")
    .select(["id", "spam", "status", "email", "erased_at"])
    .where("reference", "=", reference)
    .executeTakeFirst()

// Everything about one request: its fields, its mails with their state, its notes and its history.
export async function requestDetail(db: Kysely<Database>, reference: string) {
  const quote = await db
    .selectFrom("quotes")
    .leftJoin("user", "user.id", "quotes.assignee_id")
    .selectAll("quotes")
    .select("user.name as assignee_name")
    .where("quotes.reference", "=", reference)
    .executeTakeFirst()
  if (!quote) return null
  // Internal fields (the client-address hash, the idempotency key) stay on the server.
  const fields: Partial<typeof quote> = { ...quote }
  for (const internal of ["ip_hash", "idempotency_key", "body_hash"] as const) delete fields[internal]
  const mails = await db
    .selectFrom("outbox")
    .select(["kind", "status", "attempts", "last_error", "sent_at", "next_attempt_at"])
    .where("quote_id", "=", quote.id)
    .orderBy("id")
    .execute()
  const notes = await db
    .selectFrom("quote_notes")
    .select(["at", "author_name", "text"])
    .where("quote_id", "=", quote.id)
    .orderBy("id")
    .execute()
  const attachments = (await attachmentsOf(db, [quote.id])).map(({ id, name, size, type, sha256 }) => ({
    id,
    name,
    size,
    type,
    sha256,
    url: attachmentUrl(reference, id),
  }))
  return { ...fields, mails, notes, attachments, history: await historyOf(db, reference) }
}

export async function setStatus(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  status: QuoteStatus,
  reason?: string,
): Promise<WorkResult> {
  if (status === "lost" && !reason?.trim()) return { ok: false, status: 400, error: "Say why the request was lost." }
  const quote = await findId(db, reference)
  if (!quote) return NOT_FOUND
  await db
    .updateTable("quotes")
    .set({ status, lost_reason: status === "lost" ? reason!.trim() : null })
    .where("id", "=", quote.id)
    .execute()
  await audit(db, actor, "status changed", {
    reference,
    detail: status === "lost" ? `lost: ${reason!.trim()}` : status,
  })
  return { ok: true }
}

export async function setAssignee(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  assigneeId: string | null,
): Promise<WorkResult & { assignee?: { email: string; name: string } }> {
  const quote = await findId(db, reference)
  if (!quote) return NOT_FOUND
  const assignee = assigneeId
    ? await db.selectFrom("user").select(["email", "name"]).where("id", "=", assigneeId).executeTakeFirst()
    : undefined
  if (assigneeId && !assignee) return { ok: false, status: 400, error: "No staff member has this id." }
  await db.updateTable("quotes").set({ assignee_id: assigneeId }).where("id", "=", quote.id).execute()
  await audit(db, actor, "assignee changed", { reference, detail: assignee ? assignee.name : "unassigned" })
  return { ok: true, assignee }
}

export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  text: string,
): Promise<WorkResult> {
  const quote = await findId(db, reference)
  if (!quote) return NOT_FOUND
  const now = new Date().toISOString()
  await db
    .insertInto("quote_notes")
    .values({ quote_id: quote.id, at: now, author_id: actor.id ?? "", author_name: actor.name, text: text.trim() })
    .execute()
  await audit(db, actor, "note added", { reference })
  return { ok: true }
}

// Not spam: into the inbox, and its two mails queued — once. The update only succeeds for a request still marked
// spam, inside the transaction that queues the mails, so a second click (or a second instance) queues nothing.
export async function releaseSpam(db: Kysely<Database>, actor: Actor, reference: string): Promise<WorkResult> {
  const quote = await findId(db, reference)
  if (!quote) return NOT_FOUND
  const released = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("quotes")
      .set({ spam: 0, mail_status: "pending" })
      .where("id", "=", quote.id)
      .where("spam", "=", 1)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return false
    const queued = await trx.selectFrom("outbox").select("id").where("quote_id", "=", quote.id).executeTakeFirst()
    if (!queued && !quote.erased_at) await queueMails(trx, { id: quote.id, email: quote.email }, new Date())
    return true
  })
  if (released) await audit(db, actor, "released from spam", { reference })
  return { ok: true }
}

// Mark as spam: only for a request nobody has answered yet (status New); mail not yet sent stays unsent.
export async function markSpam(db: Kysely<Database>, actor: Actor, reference: string): Promise<WorkResult> {
  const quote = await findId(db, reference)
  if (!quote) return NOT_FOUND
  if (quote.spam) return { ok: true }
  if (quote.status !== "new") return { ok: false, status: 409, error: "This request is already being answered." }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox").where("quote_id", "=", quote.id).where("status", "=", "pending").execute()
    const sent = await trx.selectFrom("outbox").select("id").where("quote_id", "=", quote.id).executeTakeFirst()
    await trx
      .updateTable("quotes")
      .set({ spam: 1, mail_status: sent ? "sent" : "skipped" })
      .where("id", "=", quote.id)
      .execute()
  })
  await audit(db, actor, "marked as spam", { reference })
  return { ok: true }
}
