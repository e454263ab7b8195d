import fs from "node:fs"
import path from "node:path"
import type { Kysely, Selectable } from "kysely"
import { CLAIM_LEASE_MS, retryDelay } from "./outbox"
import type { AccountMailTable, Database } from "./schema"

// The mails to people with an account, staff or client, that belong to no request: password links, invitations,
// assignments, reply reminders, due-date digests. The requests' own mails are the outbox's.
export type AccountMail = Selectable<AccountMailTable>

export async function queueAccountMail(
  db: Kysely<Database>,
  mail: { to: string; subject: string; body: string; expiresAt?: string; headers?: Record<string, string> },
  now: Date,
): Promise<void> {
  await db
    .insertInto("account_mail")
    .values({
      expires_at: mail.expiresAt ?? null,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      last_error: null,
      sent_at: null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    })
    .execute()
}

// Claimed one at a time with the outbox's lease: a mail whose sender died is tried again after the lease.
export async function claimAccountMail(db: Kysely<Database>, now: Date): Promise<AccountMail | undefined> {
  const due = await db
    .selectFrom("account_mail")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(1)
    .executeTakeFirst()
  if (!due) return undefined
  const claimed = await db
    .updateTable("account_mail")
    .set({ attempts: due.attempts + 1, next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where("id", "=", due.id)
    .where("next_attempt_at", "=", due.next_attempt_at)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1 ? due : undefined
}

export async function markAccountMail(db: Kysely<Database>, mail: AccountMail, error: string | null, now: Date) {
  const update = error
    ? { next_attempt_at: new Date(now.getTime() + retryDelay(mail.attempts + 1)).toISOString(), last_error: error }
    : { status: "sent" as const, sent_at: now.toISOString(), last_error: null }
  await db.updateTable("account_mail").set(update).where("id", "=", mail.id).execute()
}

// A mail whose one-time link has expired (an invitation, a reset) says nothing any more: its row and its .eml
// copy are deleted. Answers how many.
export async function forgetExpiredLinkMail(db: Kysely<Database>, now: Date, outboxDir?: string) {
  const expired = await db
    .selectFrom("account_mail")
    .select("id")
    .where("expires_at", "is not", null)
    .where("expires_at", "<", now.toISOString())
    .execute()
  for (const { id } of expired) {
    await db.deleteFrom("account_mail").where("id", "=", id).execute()
    if (outboxDir) await removeAccountMailCopy(outboxDir, id)
  }
  return expired.length
}

// An account mail's .eml copy, written without SMTP_URL. Still named staff-<id>.eml, as before the table was
// renamed: the copies already on disk keep being found by erasure and retention.
export const accountMailCopyName = (id: number) => `staff-${id}`
export const removeAccountMailCopy = (outboxDir: string, id: number) =>
  fs.promises.rm(path.join(outboxDir, `${accountMailCopyName(id)}.eml`), { force: true })
