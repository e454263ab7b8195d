import type { Kysely } from "kysely"
import { dangerDetail } from "../../src/lib/company-log-events"
import type { DangerNotice } from "../../src/lib/inspect-replies"
import { LOCALES, isLocale, type Locale } from "../../src/lib/locales"
import { recordCompanyEvent } from "../client/company-log"
import type { Content } from "../content"
import { audit } from "../staff/audit"
import { queueAccountMail } from "../storage/account-mail"
import type { Database } from "../storage/schema"
import { dangerMail } from "./danger-mail"

// FOR THE ROUTE (H2), the signatures as they stand:
//   recordDangerousDefect(db: Kysely<Database>, input: DangerousDefectInput, now: Date, mail: DangerMailOptions)
//     => Promise<{ recipients: number; created: boolean }>
//   clearDangerousDefects(db, { companyId, itemKey, reportId }, now) => Promise<number>   (issue 62)
//   openDangerousDefects(db, companyId) => Promise<Map<itemKey, { foundAt; defect }>>    (a job item's `dangerous`)
// The fourth argument is the one addition to the agreed signature: the mails' words are data/site.json's, so the
// content the server was composed with (and `onMailQueued`, which wakes the mail worker so the mail leaves at once
// instead of at the worker's next poll). The notice's item_key is the register's key of the item
// (ITEM_KEY_SQL, server/storage/item-key.ts: the serial, or "#" and the certificate number without one), so a
// job item's `itemKey` should be that value for the register to show the item "do not use".

export type DangerRecipient = { email: string; locale: Locale | null }
export type DangerousDefectInput = {
  notice: DangerNotice
  companyId: string
  site: string
  inspectorName: string
  staffRecipients: DangerRecipient[]
}
export type DangerMailOptions = { content: Content; onMailQueued?: () => void }

// A client company's members (of the roles given, or all), each with the language they last used here, or null:
// whom a mail about the company goes to (issue 62's issued report goes to every member).
export async function companyMembers(
  db: Kysely<Database>,
  companyId: string,
  roles?: readonly string[],
): Promise<DangerRecipient[]> {
  const rows = await db
    .selectFrom("client_member")
    .innerJoin("client_user", "client_user.id", "client_member.userId")
    .leftJoin("client_reminder_pref", (join) =>
      join
        .onRef("client_reminder_pref.user_id", "=", "client_member.userId")
        .onRef("client_reminder_pref.company_id", "=", "client_member.organizationId"),
    )
    .select(["client_user.email", "client_reminder_pref.locale"])
    .where("client_member.organizationId", "=", companyId)
    .$if(roles !== undefined, (query) => query.where("client_member.role", "in", [...roles!]))
    .orderBy("client_user.email")
    .execute()
  return rows.map((row) => ({ email: row.email, locale: isLocale(row.locale) ? row.locale : null }))
}

// A client company's administrators (its owners: src/lib/client-roles.ts; "admin" too, should Better Auth's
// organization role ever be given).
const companyAdministrators = (db: Kysely<Database>, companyId: string) => companyMembers(db, companyId, ["owner", "admin"])

// One mail an address: someone who is both an administrator and on the job's staff is told once, in the language
// known for them (an administrator's first).
function oncePerAddress(recipients: DangerRecipient[]): DangerRecipient[] {
  const byAddress = new Map<string, DangerRecipient>()
  for (const recipient of recipients) {
    const key = recipient.email.trim().toLowerCase()
    const known = byAddress.get(key)
    if (!known) byAddress.set(key, recipient)
    else if (!known.locale && recipient.locale) byAddress.set(key, { ...known, locale: recipient.locale })
  }
  return [...byAddress.values()]
}

// A dangerous defect from the field (issue 61), in one transaction: the notice kept by the device's id, a mail to
// each of the company's administrators and the job's staff (the account_mail outbox, which the mail worker sends),
// the register's "do not use" (the open notice itself, register-query.ts), the company's log and the audit log.
// Sent twice, it is told once: the second answers `created: false` with the first's count and queues nothing.
export async function recordDangerousDefect(
  db: Kysely<Database>,
  input: DangerousDefectInput,
  now: Date,
  mail: DangerMailOptions,
): Promise<{ recipients: number; created: boolean }> {
  const { notice, companyId, site, inspectorName } = input
  const result = await db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom("client_company")
      .select(["name", "nameAr"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow()
    const administrators = await companyAdministrators(trx, companyId)
    const recipients = oncePerAddress([...administrators, ...input.staffRecipients])
    const inserted = await trx
      .insertInto("dangerous_defects")
      .values({
        id: notice.id,
        company_id: companyId,
        item_key: notice.itemKey,
        item: notice.item,
        serial: notice.serial,
        site,
        defect: notice.defect,
        inspector_name: inspectorName,
        job_id: notice.jobId,
        report_id: notice.reportId,
        found_at: new Date(notice.foundAt).toISOString(),
        received_at: now.toISOString(),
        cleared_at: null,
        cleared_by_report: null,
        recipients: recipients.length,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      const first = await trx
        .selectFrom("dangerous_defects")
        .select("recipients")
        .where("id", "=", notice.id)
        .executeTakeFirstOrThrow()
      return { recipients: first.recipients, created: false }
    }

    const facts = {
      company,
      item: notice.item,
      serial: notice.serial,
      site,
      defect: notice.defect,
      inspector: inspectorName,
      foundAt: new Date(notice.foundAt),
    }
    for (const recipient of recipients) {
      const words = dangerMail(mail.content, facts, recipient.locale ? [recipient.locale] : LOCALES)
      await queueAccountMail(trx, { to: recipient.email, ...words }, now)
    }

    // Who was told, as counts: the log's readers see that the company's administrators were, not their addresses.
    const staff = recipients.length - administrators.length
    const subject = notice.serial ? `${notice.item} (${notice.serial})` : notice.item
    const actor = { id: null, name: inspectorName }
    await recordCompanyEvent(
      trx,
      { companyId, actor, event: "dangerous-defect", detail: dangerDetail(subject, administrators.length, staff) },
      now,
    )
    await audit(trx, actor, "dangerous defect told", now, {
      reference: notice.jobId,
      detail: `${subject} at ${site}; mailed to ${administrators.length} client administrator(s) and ${staff} staff`,
    })
    return { recipients: recipients.length, created: true }
  })
  if (result.created && result.recipients > 0) mail.onMailQueued?.()
  return result
}

// A later report of the item clears its open notices (issue 62): the register stops saying "do not use". The report
// that told the defect never clears it. Answers how many were cleared.
export async function clearDangerousDefects(
  db: Kysely<Database>,
  { companyId, itemKey, reportId }: { companyId: string; itemKey: string; reportId: string },
  now: Date,
): Promise<number> {
  const cleared = await db
    .updateTable("dangerous_defects")
    .set({ cleared_at: now.toISOString(), cleared_by_report: reportId })
    .where("company_id", "=", companyId)
    .where("item_key", "=", itemKey)
    .where("cleared_at", "is", null)
    .where("report_id", "<>", reportId)
    .executeTakeFirst()
  return Number(cleared.numUpdatedRows)
}

// The company's items standing dangerous, by item key, each with its first open notice: a job's items say so.
export async function openDangerousDefects(
  db: Kysely<Database>,
  companyId: string,
): Promise<Map<string, { foundAt: string; defect: string }>> {
  const rows = await db
    .selectFrom("dangerous_defects")
    .select(["item_key", "found_at", "defect"])
    .where("company_id", "=", companyId)
    .where("item_key", "is not", null)
    .where("cleared_at", "is", null)
    .orderBy("found_at", "desc")
    .orderBy("id", "desc")
    .execute()
  // Newest first, so the earliest notice of an item is the one kept.
  return new Map(
    rows.flatMap((row) =>
      row.item_key ? [[row.item_key, { foundAt: row.found_at, defect: row.defect }] as const] : [],
    ),
  )
}
