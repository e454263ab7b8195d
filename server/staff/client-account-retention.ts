import { sql, type Kysely, type Transaction } from "kysely"
import { DAY_MS } from "../../src/lib/cairo-time"
import type { Database } from "../storage/schema"
import { eraseClientAddress } from "./client-account-data"

// A client account is kept while it is a member of a company or has an invitation pending (data/privacy.json says
// so). One that is neither — removed from its company, its invitation lapsed or cancelled — opens nothing, so the
// daily retention run erases it with its invitations and mails; inviting the address again makes a new account.
// A day's grace: staff make an invited administrator's account a moment before its invitation.
const GRACE_MS = DAY_MS

const isFormer = async (trx: Transaction<Database>, user: { id: string; email: string }, now: Date) => {
  const member = await trx.selectFrom("client_member").select("id").where("userId", "=", user.id).executeTakeFirst()
  if (member) return false
  const pending = await trx
    .selectFrom("client_invitation")
    .select("expiresAt")
    .where(sql`lower(email)`, "=", user.email.toLowerCase())
    .where("status", "=", "pending")
    .execute()
  return !pending.some((invitation) => new Date(invitation.expiresAt) > now)
}

// Answers how many accounts went and their client mails' ids (for the .eml copies).
export async function eraseFormerClientAccounts(db: Kysely<Database>, now: Date) {
  const candidates = await db
    .selectFrom("client_user")
    .select(["id", "email", "createdAt"])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("client_member").select("id").whereRef("client_member.userId", "=", "client_user.id"))),
    )
    .execute()
  let accounts = 0
  const mailIds: number[] = []
  for (const user of candidates.filter((row) => new Date(row.createdAt).getTime() < now.getTime() - GRACE_MS)) {
    // Checked again in the erasure's transaction: an invitation may have come since.
    const erased = await db.transaction().execute(async (trx) => {
      if (!(await isFormer(trx, user, now))) return null
      return eraseClientAddress(trx, user.email, { fromCompanyLogs: false })
    })
    if (!erased) continue
    accounts += erased.accounts
    mailIds.push(...erased.mailIds)
  }
  return { accounts, mailIds }
}
