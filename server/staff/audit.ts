import type { Kysely } from "kysely"
import type { Selectable } from "kysely"
import type { AuditLogTable, Database } from "../storage/schema"

export type Actor = { id: string | null; name: string }
export const SYSTEM: Actor = { id: null, name: "system" }

// The audit log names staff members and references, never a requester's details.
export async function audit(
  db: Kysely<Database>,
  actor: Actor,
  action: string,
  now: Date,
  entry: { reference?: string | null; detail?: string | null } = {},
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      actor_id: actor.id,
      actor_name: actor.name,
      action,
      reference: entry.reference ?? null,
      detail: entry.detail ?? null,
    })
    .execute()
}

export async function historyOf(db: Kysely<Database>, reference: string): Promise<Selectable<AuditLogTable>[]> {
  return db.selectFrom("audit_log").selectAll().where("reference", "=", reference).orderBy("id").execute()
}
