import { sql, type Transaction } from "kysely"
import type { Database } from "../storage/schema"

// What a person's erasure changes in their companies' logs (server/client/company-log.ts): the entries stay, for
// the company's record of what was done, but no longer name them — as the actor, or as the colleague an entry is
// about (an invitation names the address, a role change or a removal the name).
export const ERASED_ACCOUNT_NAME = "erased account"
const ERASED = sql.lit(ERASED_ACCOUNT_NAME)

export async function eraseFromCompanyLogs(
  trx: Transaction<Database>,
  account: { id: string; name: string; email: string },
): Promise<void> {
  const log = () => trx.updateTable("client_company_log")
  await log().set({ actor_id: null, actor_name: ERASED_ACCOUNT_NAME }).where("actor_id", "=", account.id).execute()
  const address = account.email.toLowerCase()
  await log()
    .set({ detail: sql`replace(lower(detail), ${address}, ${ERASED})` })
    .where("event", "in", ["invitation-sent", "invitation-cancelled"])
    // (A "_" in the address matches any character here; replace() then changes only the address itself.)
    .where(sql`lower(detail)`, "like", `%${address}%`)
    .execute()
  await log()
    .set({ detail: ERASED_ACCOUNT_NAME })
    .where("event", "=", "member-removed")
    .where("detail", "=", account.name)
    .execute()
  // "<name>: <role>"
  const prefix = `${account.name}: `
  await log()
    .set({ detail: sql`${ERASED} || substr(detail, ${sql.lit(prefix.length - 1)})` })
    .where("event", "=", "role-changed")
    .where(sql`substr(detail, 1, ${sql.lit(prefix.length)})`, "=", prefix)
    .execute()
}
