import type { Kysely } from "kysely"
import type { CompanyLogEvent } from "../../src/lib/company-log-events"
import type { Database } from "../storage/schema"

// Who did it: a client account by its id and its name as it was then (the name stays if the account goes).
export type CompanyActor = { id: string | null; name: string }
// An entry of a company's log. Its detail names what was acted on (a certificate number, a colleague) in terms a
// client administrator already sees, and never a secret.
export type CompanyEvent = {
  companyId: string
  actor: CompanyActor
  event: CompanyLogEvent
  detail?: string | null
}

export const COMPANY_LOG_PAGE_SIZE = 50

export async function recordCompanyEvent(db: Kysely<Database>, event: CompanyEvent, now: Date): Promise<void> {
  await db
    .insertInto("client_company_log")
    .values({
      company_id: event.companyId,
      at: now.toISOString(),
      actor_id: event.actor.id,
      actor_name: event.actor.name,
      event: event.event,
      detail: event.detail ?? null,
    })
    .execute()
}

// A client account as the log names it; null when there is no such account.
export async function clientActor(db: Kysely<Database>, userId: string): Promise<CompanyActor | null> {
  const user = await db.selectFrom("client_user").select(["id", "name"]).where("id", "=", userId).executeTakeFirst()
  return user ?? null
}

// The companies an account belongs to: a sign-in is recorded in the log of each.
export async function companiesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("client_member").select("organizationId").where("userId", "=", userId).execute()
  return rows.map((row) => row.organizationId)
}

// One page of a company's log, newest first; `after` is the id of the last entry of the page before (keyset:
// entries written meanwhile never shift a page).
export async function companyLogPage(db: Kysely<Database>, companyId: string, after?: number) {
  const rows = await db
    .selectFrom("client_company_log")
    .select(["id", "at", "actor_name", "event", "detail"])
    .where("company_id", "=", companyId)
    .$if(after !== undefined, (query) => query.where("id", "<", after!))
    .orderBy("id", "desc")
    .limit(COMPANY_LOG_PAGE_SIZE + 1)
    .execute()
  const entries = rows.slice(0, COMPANY_LOG_PAGE_SIZE)
  return { entries, next: rows.length > COMPANY_LOG_PAGE_SIZE ? entries[entries.length - 1].id : null }
}
