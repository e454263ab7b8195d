import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// Every session of a client account, ended at once (a member removed from their company).
export async function endClientSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("client_session").where("userId", "=", userId).execute()
}
