import { sql, type Kysely, type SqlBool } from "kysely"
import { attachmentsOf } from "../attachments/attachment-store"
import { attachmentUrl } from "./attachment-routes"
import { queueMails } from "../storage/requests"
import type { Database, RequestStatus } from "../storage/schema"
import { audit, historyOf, type Actor } from "./audit"
import { recordFirstReply } from "../promise/first-reply"
import { promiseLeftMs } from "./requests-query"
import { requestItems } from "./request-items"
import type { CairoDate } from "../../src/lib/due-time"

export type WorkResult = { ok: true } | { ok: false; status: 404 | 409 | 400; error: string }
const NOT_FOUND: WorkResult = { ok: false, status: 404, error: "No request has this reference." }

const findId = async (db: Kysely<Database>, reference: string) =>
  db
    .selectFrom("requests")
    .select(["id", "spam", "status", "email", "erased_at"])
    .where("reference", "=", reference)
    .executeTakeFirst()

// Everything about one request: its fields, the working time left before its reply is due (as the inbox shows
// it), its mails with their state, its notes and its history.
export async function requestDetail(
  db: Kysely<Database>,
  reference: string,
  { now, holidays }: { now: Date; holidays: ReadonlySet<CairoDate> },
) {
  const request = await db
    .selectFrom("requests")
    .leftJoin("user", "user.id", "requests.assignee_id")
    .selectAll("requests")
    .select("user.name as assignee_name")
    .where("requests.reference", "=", reference)
    .executeTakeFirst()
  if (!request) return null
  // Internal fields (the client-address hash, the idempotency key) stay on the server: the route's reply schema
  // (schemas.ts, requestDetail) names the fields staff see.
  const fields = request
  const mails = await db
    .selectFrom("outbox")
    .select(["kind", "status", "attempts", "last_error", "sent_at", "next_attempt_at"])
    .where("request_id", "=", request.id)
    .orderBy("id")
    .execute()
  const notes = await db
    .selectFrom("request_notes")
    .select(["at", "author_name", "text", "reply_sent"])
    .where("request_id", "=", request.id)
    .orderBy("id")
    .execute()
  const attachments = (await attachmentsOf(db, [request.id])).map(({ id, name, size, type, sha256 }) => ({
    id,
    name,
    size,
    type,
    sha256,
    url: attachmentUrl(reference, id),
  }))
  const history = await historyOf(db, reference)
  const items = request.kind === "reexamination" ? await requestItems(db, request.id) : []
  return { ...fields, left_ms: promiseLeftMs(request, now, holidays), mails, notes, attachments, history, items }
}

export async function setStatus(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  status: RequestStatus,
  now: Date,
  reason?: string,
): Promise<WorkResult> {
  if (status === "lost" && !reason?.trim()) return { ok: false, status: 400, error: "Say why the request was lost." }
  const request = await findId(db, reference)
  if (!request) return NOT_FOUND
  await db
    .updateTable("requests")
    .set({ status, lost_reason: status === "lost" ? reason!.trim() : null })
    .where("id", "=", request.id)
    .execute()
  await audit(db, actor, "status changed", now, {
    reference,
    detail: status === "lost" ? `lost: ${reason!.trim()}` : status,
  })
  if (status === "contacted") await recordFirstReply(db, actor, { id: request.id, reference }, "status contacted", now)
  return { ok: true }
}

export async function setAssignee(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  assigneeId: string | null,
  now: Date,
): Promise<WorkResult & { assignee?: { email: string; name: string } }> {
  const request = await findId(db, reference)
  if (!request) return NOT_FOUND
  const assignee = assigneeId
    ? await db
        .selectFrom("user")
        .select(["email", "name"])
        .where("id", "=", assigneeId)
        // An inspector does not work the inbox (their app is /inspect/).
        .where(sql<SqlBool>`coalesce(role, '') <> 'inspector'`)
        .executeTakeFirst()
    : undefined
  if (assigneeId && !assignee) return { ok: false, status: 400, error: "No staff member has this id." }
  await db.updateTable("requests").set({ assignee_id: assigneeId }).where("id", "=", request.id).execute()
  await audit(db, actor, "assignee changed", now, { reference, detail: assignee ? assignee.name : "unassigned" })
  return { ok: true, assignee }
}

export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  text: string,
  now: Date,
  // The note records the reply sent to the requester: the request counts as answered (the 24-hour promise).
  replySent = false,
): Promise<WorkResult> {
  const request = await findId(db, reference)
  if (!request) return NOT_FOUND
  await db
    .insertInto("request_notes")
    .values({
      request_id: request.id,
      at: now.toISOString(),
      author_id: actor.id ?? "",
      author_name: actor.name,
      text: text.trim(),
      reply_sent: replySent ? 1 : 0,
    })
    .execute()
  await audit(db, actor, "note added", now, { reference, detail: replySent ? "reply sent" : null })
  if (replySent) await recordFirstReply(db, actor, { id: request.id, reference }, "note marked reply sent", now)
  return { ok: true }
}

// Not spam: into the inbox, and its two mails queued — once. The update only succeeds for a request still marked
// spam, inside the transaction that queues the mails, so a second click (or a second instance) queues nothing.
export async function releaseSpam(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  now: Date,
  acknowledgementsPerDay?: number,
): Promise<WorkResult> {
  const request = await findId(db, reference)
  if (!request) return NOT_FOUND
  const released = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("requests")
      .set({ spam: 0, mail_status: "pending" })
      .where("id", "=", request.id)
      .where("spam", "=", 1)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return false
    const queued = await trx.selectFrom("outbox").select("id").where("request_id", "=", request.id).executeTakeFirst()
    if (!queued && !request.erased_at)
      await queueMails(trx, { id: request.id, email: request.email }, now, acknowledgementsPerDay)
    return true
  })
  if (released) await audit(db, actor, "released from spam", now, { reference })
  return { ok: true }
}

// Mark as spam: only for a request nobody has answered yet (status New); mail not yet sent stays unsent.
export async function markSpam(db: Kysely<Database>, actor: Actor, reference: string, now: Date): Promise<WorkResult> {
  const request = await findId(db, reference)
  if (!request) return NOT_FOUND
  if (request.spam) return { ok: true }
  if (request.status !== "new") return { ok: false, status: 409, error: "This request is already being answered." }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox").where("request_id", "=", request.id).where("status", "=", "pending").execute()
    const sent = await trx.selectFrom("outbox").select("id").where("request_id", "=", request.id).executeTakeFirst()
    await trx
      .updateTable("requests")
      .set({ spam: 1, spam_reason: "staff", mail_status: sent ? "sent" : "skipped" })
      .where("id", "=", request.id)
      .execute()
  })
  await audit(db, actor, "marked as spam", now, { reference })
  return { ok: true }
}
