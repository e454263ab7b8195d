import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// Every session of a client account, ended at once (a member removed from their company).
export async function endClientSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("client_session").where("userId", "=", userId).execute()
}

// An account's first company: the one a new session acts for (auth.ts), and the one a session with none falls back
// to (client-member.ts).
export const firstMembership = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom("client_member")
    .select("organizationId")
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .orderBy("id")
    .executeTakeFirst()
