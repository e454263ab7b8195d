import { sql, type Kysely, type Transaction } from "kysely"
import { CLIENT_INVITATION_PATH, CLIENT_SET_PASSWORD_PATH, CLIENT_UNSUBSCRIBE_PATH } from "../../src/lib/client-paths"
import { CLIENT_ROLES } from "../client/settings"
import type { Database } from "../storage/schema"
import { eraseFromCompanyLogs } from "./client-log-erasure"

// A person's client account (issue 50) in their data export and erasure: the account of their address, what hangs
// on it, and the invitations and mails sent to the address.

const [ADMINISTRATOR] = CLIENT_ROLES
// Dates come back as Date objects from PostgreSQL and as ISO strings from SQLite.
const iso = (value: string | Date) => new Date(value).toISOString()
const normalised = (email: string) => email.trim().toLowerCase()
const roleName = (role: string | null) => (role === ADMINISTRATOR ? ("administrator" as const) : ("member" as const))

// Erasure refused before anything was erased: the message says what to do first.
export class ErasureRefused extends Error {}

// An erasure on request takes the person out of their companies' logs too; the retention of a former member's
// account leaves the log as it is, the company's record of what its people did (data/privacy.json says so).
export type ClientErasure = { fromCompanyLogs: boolean }

const companyOf = (db: Kysely<Database>) =>
  db
    .selectFrom("client_company")
    .select(["client_company.id", "client_company.name as company", "client_company.nameAr as companyAr"])

// Every account of the address (one, the address is unique) with its memberships and last sign-in, and the
// invitations still pending to the address.
export async function exportClientAccounts(db: Kysely<Database>, email: string) {
  const address = normalised(email)
  const users = await db
    .selectFrom("client_user")
    .select(["id", "name", "email", "createdAt"])
    .where(sql`lower(email)`, "=", address)
    .execute()
  const accounts = await Promise.all(
    users.map(async (user) => {
      const memberships = await companyOf(db)
        .innerJoin("client_member", "client_member.organizationId", "client_company.id")
        .select(["client_member.role", "client_member.createdAt"])
        .where("client_member.userId", "=", user.id)
        .orderBy("client_company.name")
        .execute()
      // Sessions last 12 hours at most and expired ones are deleted: the latest one left is the last sign-in.
      const latest = await db
        .selectFrom("client_session")
        .select("createdAt")
        .where("userId", "=", user.id)
        .orderBy("createdAt", "desc")
        .executeTakeFirst()
      return {
        name: user.name,
        email: user.email,
        createdAt: iso(user.createdAt),
        lastSignIn: latest ? iso(latest.createdAt) : null,
        memberships: memberships.map((member) => ({
          company: member.company,
          companyAr: member.companyAr,
          role: roleName(member.role),
          since: iso(member.createdAt),
        })),
      }
    }),
  )
  const invitations = await companyOf(db)
    .innerJoin("client_invitation", "client_invitation.organizationId", "client_company.id")
    .select(["client_invitation.role", "client_invitation.createdAt", "client_invitation.expiresAt"])
    .where(sql`lower(client_invitation.email)`, "=", address)
    .where("client_invitation.status", "=", "pending")
    .orderBy("client_invitation.createdAt")
    .execute()
  return {
    clientAccounts: accounts,
    clientInvitations: invitations.map((invitation) => ({
      company: invitation.company,
      companyAr: invitation.companyAr,
      role: roleName(invitation.role),
      sentAt: iso(invitation.createdAt),
      expiresAt: iso(invitation.expiresAt),
    })),
  }
}

// The companies whose only client administrator the address's account is: erasing it would leave them with no one
// to manage their people, so the company gets another administrator first.
export async function companiesOnlyAdministeredBy(db: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await companyOf(db)
    .innerJoin("client_member as mine", "mine.organizationId", "client_company.id")
    .innerJoin("client_user", "client_user.id", "mine.userId")
    .where(sql`lower(client_user.email)`, "=", normalised(email))
    .where("mine.role", "=", ADMINISTRATOR)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("client_member as other")
            .select("other.id")
            .whereRef("other.organizationId", "=", "mine.organizationId")
            .whereRef("other.userId", "!=", "mine.userId")
            .where("other.role", "=", ADMINISTRATOR),
        ),
      ),
    )
    .orderBy("client_company.name")
    .execute()
  return rows.map((row) => row.company)
}

// One account and everything that names it. The invitations it sent to others pass to another administrator of
// the same company (they stay valid); without one they go with it (the table's foreign key would take them anyway).
async function eraseAccount(
  trx: Transaction<Database>,
  account: { id: string; name: string; email: string },
  { fromCompanyLogs }: ClientErasure,
): Promise<void> {
  const userId = account.id
  await trx
    .updateTable("client_invitation")
    .set(({ selectFrom }) => ({
      inviterId: selectFrom("client_member")
        .select("client_member.userId")
        .whereRef("client_member.organizationId", "=", "client_invitation.organizationId")
        .where("client_member.role", "=", ADMINISTRATOR)
        .where("client_member.userId", "!=", userId)
        .limit(1),
    }))
    .where("inviterId", "=", userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("client_member")
          .select("client_member.id")
          .whereRef("client_member.organizationId", "=", "client_invitation.organizationId")
          .where("client_member.role", "=", ADMINISTRATOR)
          .where("client_member.userId", "!=", userId),
      ),
    )
    .execute()
  await trx.deleteFrom("client_invitation").where("inviterId", "=", userId).execute()
  // Its password links' one-time values (and any other the library keeps for it).
  await trx.deleteFrom("client_verification").where("value", "=", userId).execute()
  for (const table of ["client_two_factor", "client_session", "client_account", "client_member"] as const) {
    await trx.deleteFrom(table).where("userId", "=", userId).execute()
  }
  // Its reminder settings, unsubscribe secret and calendar feed.
  await trx.deleteFrom("client_reminder_pref").where("user_id", "=", userId).execute()
  await trx.deleteFrom("client_calendar_feed").where("user_id", "=", userId).execute()
  if (fromCompanyLogs) await eraseFromCompanyLogs(trx, account)
  await trx.deleteFrom("client_user").where("id", "=", userId).execute()
}

// Everything the client population holds about an address: its account, the invitations to it and the mails sent
// to it with a client link (the password and invitation links). Answers how many accounts went, the mails' ids
// (their .eml copies are staff-<id>.eml) and whether any row went (then the files want scrubbing).
export async function eraseClientAddress(trx: Transaction<Database>, email: string, erasure: ClientErasure) {
  const address = normalised(email)
  const users = await trx
    .selectFrom("client_user")
    .select(["id", "name", "email"])
    .where(sql`lower(email)`, "=", address)
    .execute()
  const invitations = await trx
    .deleteFrom("client_invitation")
    .where(sql`lower(email)`, "=", address)
    .execute()
  for (const user of users) await eraseAccount(trx, user, erasure)
  const mails = await trx
    .deleteFrom("account_mail")
    .where(sql`lower(to_address)`, "=", address)
    .where((eb) =>
      eb.or([
        eb("body", "like", `%${CLIENT_SET_PASSWORD_PATH}%`),
        eb("body", "like", `%${CLIENT_INVITATION_PATH}%`),
        // The due-date digests (they carry the unsubscribe link).
        eb("body", "like", `%${CLIENT_UNSUBSCRIBE_PATH}%`),
      ]),
    )
    .returning("id")
    .execute()
  const mailIds = mails.map((mail) => mail.id)
  const rows = users.length + mailIds.length + invitations.reduce((n, result) => n + Number(result.numDeletedRows), 0)
  return { accounts: users.length, mailIds, erasedRows: rows > 0 }
}
