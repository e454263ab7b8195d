import crypto from "node:crypto"
import type { Kysely } from "kysely"
import type { Locale } from "../../src/lib/locales"
import type { Database } from "../storage/schema"

// A member's reminder settings, made on first use: on, the language unknown, an unsubscribe secret of 192 random
// bits (the link names it alone, so it cannot be altered into someone else's).
export async function reminderPref(db: Kysely<Database>, companyId: string, userId: string) {
  await db
    .insertInto("client_reminder_pref")
    .values({
      company_id: companyId,
      user_id: userId,
      locale: null,
      unsubscribe_token: crypto.randomBytes(24).toString("base64url"),
    })
    .onConflict((conflict) => conflict.columns(["company_id", "user_id"]).doNothing())
    .execute()
  return db
    .selectFrom("client_reminder_pref")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow()
}

export async function setReminderPref(
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  change: { enabled?: boolean; locale?: Locale },
) {
  await reminderPref(db, companyId, userId)
  const set = {
    ...(change.enabled === undefined ? {} : { reminders_off: change.enabled ? 0 : 1 }),
    ...(change.locale ? { locale: change.locale } : {}),
  }
  if (Object.keys(set).length === 0) return
  await db
    .updateTable("client_reminder_pref")
    .set(set)
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .execute()
}

// The company memberships whose reminders are on (a member is on until they turn them off).
export const membersWithRemindersOn = (db: Kysely<Database>) =>
  db
    .selectFrom("client_member")
    .leftJoin("client_reminder_pref", (join) =>
      join
        .onRef("client_reminder_pref.user_id", "=", "client_member.userId")
        .onRef("client_reminder_pref.company_id", "=", "client_member.organizationId"),
    )
    .where((eb) =>
      eb.or([eb("client_reminder_pref.reminders_off", "is", null), eb("client_reminder_pref.reminders_off", "=", 0)]),
    )
