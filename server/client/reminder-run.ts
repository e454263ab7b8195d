import type { Kysely } from "kysely"
import { CLIENT_ROOT } from "../../src/lib/client-paths"
import { cairoToday, daysBetween } from "../../src/lib/cairo-time"
import { fill, formatDate } from "../../src/lib/format"
import { LOCALES, isLocale, type Locale } from "../../src/lib/locales"
import { OVERDUE, reachedThreshold, reminderDaysOf } from "../../src/lib/reminders"
import type { Content } from "../content"
import type { Database } from "../storage/schema"
import { queueAccountMail } from "../storage/account-mail"
import { inLanguages } from "../mail/in-languages"
import { clientPageLink, clientUnsubscribeLink } from "./links"
import { registerRows } from "./register-query"
import { membersWithRemindersOn, reminderPref } from "./reminder-prefs"

export type ReminderOptions = { siteUrl: string; content: Content; onMailQueued: () => void }
type Due = { certificateId: number; item: string; serial: string; site: string; validUntil: string; threshold: number }

// The day's reminder digests (issue 51): for each company, the items of its register (latest certificate of each,
// never withdrawn or suspended, never without a due date) that reached a threshold not yet sent for that
// certificate, in one mail to each member who has not turned reminders off. A company's day is claimed by the
// primary key of reminder_digest inside the transaction that records what it sent, so two server instances, or a
// run repeated, send it once; a day with nothing or nobody to remind gives its claim back in that transaction, so
// an item that reaches a threshold later that day (or a member who joins) is told by the next hourly run (issue
// 60). The claim is taken first, before anything is read: the other instance's claim waits on it (PostgreSQL's
// unique index, SQLite's write lock) and finds the day free again when it was given back. Answers how many digests
// were queued.
export async function runDueReminders(db: Kysely<Database>, now: Date, options: ReminderOptions): Promise<number> {
  const today = cairoToday(now)
  const companies = await db.selectFrom("client_company").select(["id", "name", "nameAr", "reminderDays"]).execute()
  let queued = 0
  for (const company of companies) {
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("reminder_digest")
        .values({ company_id: company.id, day: today, items: 0, recipients: 0 })
        .onConflict((conflict) => conflict.columns(["company_id", "day"]).doNothing())
        .executeTakeFirst()
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return 0
      const due = await dueItems(trx, company.id, reminderDaysOf(company.reminderDays), today)
      const recipients = due.length ? await recipientsOf(trx, company.id) : []
      // Nothing to tell, or nobody: nothing counts as sent and the day stays unclaimed.
      if (!due.length || !recipients.length) {
        await trx.deleteFrom("reminder_digest").where("company_id", "=", company.id).where("day", "=", today).execute()
        return 0
      }
      await trx
        .insertInto("reminder_sent")
        .values(due.map((item) => ({ certificate_id: item.certificateId, threshold: item.threshold, day: today })))
        .execute()
      for (const recipient of recipients) {
        const pref = await reminderPref(trx, company.id, recipient.id)
        const locales = isLocale(pref.locale) ? [pref.locale] : LOCALES
        const unsubscribe = clientUnsubscribeLink(options.siteUrl, pref.unsubscribe_token)
        // The member's language when known (the one they last used), otherwise every language.
        const words = inLanguages(
          (locale) => digest(options, locale, locale === "ar" ? company.nameAr : company.name, due, unsubscribe),
          locales,
        )
        await queueAccountMail(
          trx,
          {
            to: recipient.email,
            ...words,
            headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          },
          now,
        )
      }
      await trx
        .updateTable("reminder_digest")
        .set({ items: due.length, recipients: recipients.length })
        .where("company_id", "=", company.id)
        .where("day", "=", today)
        .execute()
      return 1
    })
    queued += sent
  }
  if (queued) options.onMailQueued()
  return queued
}

async function dueItems(db: Kysely<Database>, companyId: string, thresholds: number[], today: string) {
  const rows = await registerRows(db, companyId, {}, today)
  const reached: Due[] = []
  for (const row of rows) {
    if (row.register_status === "withdrawn" || row.register_status === "suspended" || !row.valid_until) continue
    const threshold = reachedThreshold(daysBetween(today, row.valid_until), thresholds)
    if (threshold === null) continue
    reached.push({
      certificateId: row.id,
      item: row.item,
      serial: row.serial ?? row.number,
      site: row.site,
      validUntil: row.valid_until,
      threshold,
    })
  }
  if (!reached.length) return []
  const already = await db
    .selectFrom("reminder_sent")
    .select(["certificate_id", "threshold"])
    .where(
      "certificate_id",
      "in",
      reached.map((item) => item.certificateId),
    )
    .execute()
  // Told already at this threshold or a nearer one (a company's new, farther threshold tells nobody again).
  const nearest = new Map<number, number>()
  for (const row of already) {
    nearest.set(row.certificate_id, Math.min(row.threshold, nearest.get(row.certificate_id) ?? Infinity))
  }
  return reached.filter((item) => !((nearest.get(item.certificateId) ?? Infinity) <= item.threshold))
}

// The company's members now (a removed member is no member), less those who turned reminders off.
const recipientsOf = (db: Kysely<Database>, companyId: string) =>
  membersWithRemindersOn(db)
    .innerJoin("client_user", "client_user.id", "client_member.userId")
    .select(["client_user.id", "client_user.email"])
    .where("client_member.organizationId", "=", companyId)
    .orderBy("client_user.id")
    .execute()

// One language's part of a digest: the overdue items, then each threshold's, soonest due first.
function digest(options: ReminderOptions, locale: Locale, company: string, due: Due[], unsubscribe: string) {
  const texts = options.content[locale].reminders
  const brand = options.content[locale].site.brand
  const groups = [...new Set(due.map((item) => item.threshold))].sort((a, b) => a - b)
  const sections = groups.map((threshold) => {
    const heading = threshold === OVERDUE ? texts.overdue : fill(texts.within, { days: threshold })
    const lines = due
      .filter((item) => item.threshold === threshold)
      .sort((a, b) => a.validUntil.localeCompare(b.validUntil))
      .map((item) => `- ${fill(texts.line, { ...item, date: formatDate(item.validUntil, locale) })}`)
    return [heading, ...lines].join("\n")
  })
  const body = [
    fill(texts.intro, { brand, company }),
    ...sections,
    fill(texts.book, { link: clientPageLink(options.siteUrl, CLIENT_ROOT, locale) }),
    `${fill(texts.why, { brand, company })}\n${fill(texts.unsubscribe, { link: unsubscribe })}`,
  ].join("\n\n")
  return { subject: fill(texts.subject, { company, count: due.length }), body }
}
