import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { endClientSessions } from "./sessions"

// What ends with a membership (issue 60): the person's sessions, and the secret addresses the membership made —
// its calendar feed and its reminder settings, whose secret is the digests' unsubscribe link — deleted, so none of
// them serves again, even once the person is invited back (a new membership makes new ones). The feed and the
// unsubscribe page also check the membership whenever their secret is used.
export async function endMembership(db: Kysely<Database>, member: { userId: string; organizationId: string }) {
  await endClientSessions(db, member.userId)
  for (const table of ["client_calendar_feed", "client_reminder_pref"] as const) {
    await db
      .deleteFrom(table)
      .where("company_id", "=", member.organizationId)
      .where("user_id", "=", member.userId)
      .execute()
  }
}
