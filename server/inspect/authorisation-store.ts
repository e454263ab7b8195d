import { randomUUID } from "node:crypto"
import { sql, type Kysely, type Selectable, type SqlBool } from "kysely"
import type { Authorisation, Capability, NewAuthorisation, lapsingReply } from "../../src/lib/authorisation-replies"
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import type { z } from "zod"
import type { AuthorisationTable, Database } from "../storage/schema"
import { visionTestLastDay } from "./authorisation-rules"

// The records of authorisation in the database (authorisation-migration.ts): recorded, withdrawn, read.

const fromRow = (row: Selectable<AuthorisationTable>): Authorisation => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  method: row.method as Authorisation["method"],
  level: row.level === null ? null : Number(row.level),
  capability: row.capability as Authorisation["capability"],
  scheme: row.scheme as Authorisation["scheme"],
  certificateNumber: row.certificate_number,
  issuer: row.issuer,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
  visionTestOn: row.vision_test_on,
  recordedBy: row.recorded_by_name,
  recordedAt: row.recorded_at,
  withdrawnAt: row.withdrawn_at,
  withdrawnBy: row.withdrawn_by_name,
})

// A withdrawal's day in Cairo, where the company works (the rules compare days).
export const withdrawnOn = (withdrawnAt: string) => cairoToday(new Date(withdrawnAt))

// An inspector's records, oldest first, withdrawn ones too.
export const authorisationsOf = async (db: Kysely<Database>, userId: string): Promise<Authorisation[]> =>
  (
    await db
      .selectFrom("authorisations")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("recorded_at")
      .orderBy("id")
      .execute()
  ).map(fromRow)

// The role of a workspace account that is not disabled, or undefined.
export const activeRoleOf = async (db: Kysely<Database>, userId: string) =>
  (
    await db
      .selectFrom("user")
      .select("role")
      .where("id", "=", userId)
      // "is not true" reads SQLite's 0/1/null and PostgreSQL's booleans alike.
      .where(sql<SqlBool>`banned is not true`)
      .executeTakeFirst()
  )?.role ?? undefined

// Who may hold a record of this capability: inspectors examine; reviewers are the workspace's staff and
// administrators (issue 62), never an inspector's account.
export const holdsCapability = (role: string | undefined, capability: Capability) =>
  capability === "examine" ? role === "inspector" : role === "staff" || role === "admin"

export async function recordAuthorisation(
  db: Kysely<Database>,
  userId: string,
  body: NewAuthorisation,
  by: { id: string; name: string },
  now: Date,
): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto("authorisations")
    .values({
      id,
      user_id: userId,
      // A method's record covers the NDT report (the body's check leaves one of the two).
      kind: body.kind ?? "ndt-report",
      method: body.method,
      level: body.level,
      capability: body.capability,
      scheme: body.scheme,
      certificate_number: body.certificateNumber,
      issuer: body.issuer,
      valid_from: body.validFrom,
      valid_until: body.validUntil,
      vision_test_on: body.visionTestOn,
      recorded_by: by.id,
      recorded_by_name: by.name,
      recorded_at: now.toISOString(),
    })
    .execute()
  return id
}

// Stamps the record withdrawn (once: a second withdrawal keeps the first's time). Nothing else changes: reports
// already stored stay as they are. False when the inspector has no such record.
export async function withdrawAuthorisation(
  db: Kysely<Database>,
  userId: string,
  id: string,
  by: { name: string },
  now: Date,
): Promise<boolean> {
  await db
    .updateTable("authorisations")
    .set({ withdrawn_at: now.toISOString(), withdrawn_by_name: by.name })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("withdrawn_at", "is", null)
    .execute()
  const row = await db
    .selectFrom("authorisations")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst()
  return row !== undefined
}

type Lapsing = z.infer<typeof lapsingReply>["lapsing"]

// What lapses from `today` to `days` on: a certificate's last day, or an NDT record's near-vision test falling
// 12 months old; records in force only (not withdrawn, not lapsed already), soonest first.
export async function lapsingWithin(db: Kysely<Database>, today: string, days: number): Promise<Lapsing> {
  const until = addDays(today, days) ?? today
  const rows = await db
    .selectFrom("authorisations")
    .innerJoin("user", "user.id", "authorisations.user_id")
    .selectAll("authorisations")
    .select("user.name as inspector_name")
    .where("authorisations.withdrawn_at", "is", null)
    .where("authorisations.valid_until", ">=", today)
    .where((eb) =>
      eb.or([eb("authorisations.valid_until", "<=", until), eb("authorisations.vision_test_on", "is not", null)]),
    )
    .execute()
  const lapsing: Lapsing = []
  for (const row of rows) {
    const authorisation = fromRow(row)
    const entry = { authorisation, inspectorName: row.inspector_name }
    if (row.valid_until <= until) lapsing.push({ ...entry, what: "certificate", lastDay: row.valid_until })
    const visionLastDay = row.vision_test_on === null ? null : visionTestLastDay(row.vision_test_on)
    if (visionLastDay !== null && visionLastDay >= today && visionLastDay <= until && visionLastDay < row.valid_until) {
      lapsing.push({ ...entry, what: "vision test", lastDay: visionLastDay })
    }
  }
  return lapsing.sort((a, b) => a.lastDay.localeCompare(b.lastDay) || a.inspectorName.localeCompare(b.inspectorName))
}
