import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { audit, type Actor } from "./audit"
import type { WorkResult } from "./request-work"

// The visit's date of a client's re-examination request (issue 51), which the client's register shows as
// "scheduled"; null takes it back. Only for that kind: a quote request has no client page to show it on.
export async function setSchedule(
  db: Kysely<Database>,
  actor: Actor,
  reference: string,
  day: string | null,
  now: Date,
): Promise<WorkResult> {
  const request = await db
    .selectFrom("requests")
    .select(["id", "kind"])
    .where("reference", "=", reference)
    .executeTakeFirst()
  if (!request) return { ok: false, status: 404, error: "No request has this reference." }
  if (request.kind !== "reexamination") {
    return { ok: false, status: 409, error: "Only a client's re-examination request is scheduled here." }
  }
  await db.updateTable("requests").set({ scheduled_for: day }).where("id", "=", request.id).execute()
  await audit(db, actor, "visit scheduled", now, { reference, detail: day ?? "unscheduled" })
  return { ok: true }
}
