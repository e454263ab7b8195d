import type { Kysely } from "kysely"
import { DAY_MS } from "../../src/lib/cairo-time"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import { audit, SYSTEM } from "./audit"
import { forgetExpiredLinkMail } from "../storage/account-mail"
import { forgetOldFailures } from "./lockout"
import { eraseRequests } from "./person-data"
import { eraseFormerClientAccounts } from "./client-account-retention"
import { removeAccountMailCopies, scrubErased } from "./erasure-copies"
import { discardStaleUploads } from "../attachments/attachment-staging"
import { discardStalePhotoUploads } from "../inspect/photo-upload-store"

// complaintMonths: complaints and appeals are kept longer than quote requests (data/privacy.json says how long).
// outboxDir: where the mails' .eml copies are, erased with their requests (and expired links' mails).
export type Retention = { months: number; spamDays: number; complaintMonths: number; outboxDir?: string }

// Erases quote requests older than RETENTION_MONTHS, complaints and appeals older than COMPLAINT_RETENTION_MONTHS,
// spam older than SPAM_RETENTION_DAYS, and client accounts that are no longer any company's members
// (client-account-retention.ts). Every instance may run it: a row is erased by whichever instance's update matches
// it first (erased_at still null), and logged by that one.
export async function runRetention(db: Kysely<Database>, retention: Retention, now: Date): Promise<string[]> {
  const monthsAgo = (months: number) => {
    const date = new Date(now)
    date.setUTCMonth(date.getUTCMonth() - months)
    return date.toISOString()
  }
  const spamBefore = new Date(now.getTime() - retention.spamDays * DAY_MS)
  const former = await eraseFormerClientAccounts(db, now)
  await removeAccountMailCopies(retention.outboxDir, former.mailIds)
  if (former.accounts) {
    await audit(db, SYSTEM, "client accounts erased by retention", now, { detail: `${former.accounts} account(s)` })
  }
  const due = await db
    .selectFrom("requests")
    .select("id")
    .where("erased_at", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "quote"), eb("created_at", "<", monthsAgo(retention.months))]),
        eb.and([eb("kind", "!=", "quote"), eb("created_at", "<", monthsAgo(retention.complaintMonths))]),
        eb.and([eb("spam", "=", 1), eb("created_at", "<", spamBefore.toISOString())]),
      ]),
    )
    .execute()
  const erased = await eraseRequests(
    db,
    due.map((row) => row.id),
    now,
    { outboxDir: retention.outboxDir },
  )
  // eraseRequests scrubs the database's files when it erased a request; former client accounts alone need it too.
  if (former.accounts && !erased.length) await scrubErased(db)
  for (const reference of erased) await audit(db, SYSTEM, "erased by retention", now, { reference })
  await forgetOldFailures(db, now)
  await forgetExpiredLinkMail(db, now, retention.outboxDir)
  await discardStaleUploads(db, now)
  await discardStalePhotoUploads(db, now)
  return erased
}

// Daily, and once shortly after start.
export function startRetentionJob(
  db: Kysely<Database>,
  retention: Retention,
  clock: Clock,
  log: (error: Error) => void,
) {
  const run = () => void runRetention(db, retention, clock()).catch(log)
  const first = setTimeout(run, 60_000)
  const timer = setInterval(run, DAY_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
