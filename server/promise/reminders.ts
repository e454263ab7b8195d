import { sql, type Kysely, type SqlBool } from "kysely"
import type { Clock } from "../clock"
import type { Content } from "../content"
import { reminderMail } from "../mail/workspace-mails"
import type { Database } from "../storage/schema"
import { queueAccountMail } from "../storage/account-mail"
import { audit, SYSTEM } from "../staff/audit"
import { DUE_SOON_MS, workingMs, type CairoDate } from "../../src/lib/due-time"

const EVERY_MS = 5 * 60_000

export type ReminderSettings = {
  // Where a reminder for an unassigned request goes (QUOTE_TO, or the contact e-mail).
  teamAddress: string
  siteUrl: string
  holidays: ReadonlySet<CairoDate>
  // The mails' words (data/site.json's workspaceMail).
  content: Content
}

type Candidate = { id: number; reference: string; due_at: string; assignee_email: string | null }

const unanswered = (db: Kysely<Database>) =>
  db
    .selectFrom("requests")
    .leftJoin("user", "user.id", "requests.assignee_id")
    .select(["requests.id", "requests.reference", "requests.due_at", "user.email as assignee_email"])
    .where("requests.spam", "=", 0)
    .where("requests.first_reply_at", "is", null)
    .where("requests.erased_at", "is", null)
    .where("requests.due_at", "is not", null)

// Claims a reminder and queues its mails in one transaction: the update only matches while the column is empty,
// so of two instances (or two runs) exactly one sends it; a crash between the two writes loses neither.
async function claimAndQueue(
  db: Kysely<Database>,
  request: Candidate,
  column: "reminded_soon_at" | "reminded_overdue_at",
  mails: { to: string; subject: string; body: string }[],
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("requests")
      .set({ [column]: now.toISOString() })
      .where("id", "=", request.id)
      .where(column, "is", null)
      .where("first_reply_at", "is", null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    for (const mail of mails) await queueAccountMail(trx, mail, now)
    await audit(
      trx,
      SYSTEM,
      column === "reminded_soon_at" ? "reminder: reply due soon" : "reminder: reply overdue",
      now,
      {
        reference: request.reference,
      },
    )
    return true
  })
}

// One round: the reminders now due, each queued once. Answers the references reminded.
export async function runReminders(db: Kysely<Database>, settings: ReminderSettings, now: Date) {
  const mail = (when: "soon" | "overdue", { reference, due_at }: Candidate) =>
    reminderMail(settings.content, when, { reference, due: new Date(due_at), siteUrl: settings.siteUrl })
  const soon: string[] = []
  const overdue: string[] = []

  const pending = (await unanswered(db)
    .where("requests.reminded_soon_at", "is", null)
    .where("requests.due_at", ">", now.toISOString())
    .execute()) as Candidate[]
  for (const request of pending) {
    if (workingMs(now, new Date(request.due_at), settings.holidays) > DUE_SOON_MS) continue
    const to = request.assignee_email ?? settings.teamAddress
    if (await claimAndQueue(db, request, "reminded_soon_at", [{ to, ...mail("soon", request) }], now))
      soon.push(request.reference)
  }

  const late = (await unanswered(db)
    .where("requests.reminded_overdue_at", "is", null)
    .where("requests.due_at", "<=", now.toISOString())
    .execute()) as Candidate[]
  if (late.length > 0) {
    const admins = await db
      .selectFrom("user")
      .select("email")
      .where("role", "=", "admin")
      .where(sql<SqlBool>`banned is not true`)
      .execute()
    for (const request of late) {
      const mails = admins.map(({ email }) => ({ to: email, ...mail("overdue", request) }))
      if (await claimAndQueue(db, request, "reminded_overdue_at", mails, now)) overdue.push(request.reference)
    }
  }
  return { soon, overdue }
}

// Every five minutes; every instance may run it (claimAndQueue makes each reminder once).
export function startReminderJob(
  db: Kysely<Database>,
  settings: ReminderSettings,
  clock: Clock,
  onQueued: () => void,
  log: (error: Error) => void,
) {
  const run = () =>
    void runReminders(db, settings, clock()).then(({ soon, overdue }) => {
      if (soon.length + overdue.length > 0) onQueued()
    }, log)
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
