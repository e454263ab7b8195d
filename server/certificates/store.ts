import { sql, type Kysely } from "kysely"
import { cairoToday } from "../../src/lib/cairo-time"
import { audit, type Actor } from "../staff/audit"
import type { Certificate, CertificateStatus, Database } from "../storage/schema"
import { generateCode } from "./code"
import { likePattern } from "../client/register-query"
import type { CertificateInput } from "./record-schema"

export type Issued = { number: string; code: string }

// All or nothing: one transaction, so a duplicate number (already stored) leaves the register as it was.
export async function addCertificates(
  db: Kysely<Database>,
  actor: Actor,
  records: CertificateInput[],
  now: Date,
): Promise<Issued[]> {
  return db.transaction().execute(async (trx) => {
    const issued: Issued[] = []
    for (const { company, ...record } of records) {
      const code = generateCode()
      await trx
        .insertInto("certificates")
        .values({ ...record, company_id: company ?? null, code, created_at: now.toISOString() })
        .execute()
      await audit(trx, actor, "certificate.create", now, { reference: record.number })
      issued.push({ number: record.number, code })
    }
    return issued
  })
}

export async function existingNumbers(db: Kysely<Database>, numbers: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  // Chunks keep the parameter count under SQLite's and PostgreSQL's limits.
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom("certificates")
      .select("number")
      .where("number", "in", numbers.slice(i, i + 500))
      .execute()
    for (const row of rows) found.add(row.number)
  }
  return found
}

export const findCertificate = (db: Kysely<Database>, number: string): Promise<Certificate | undefined> =>
  db.selectFrom("certificates").selectAll().where("number", "=", number).executeTakeFirst()

export type StatusChange = { status: CertificateStatus; reason: string }

// Suspend, withdraw or reinstate; the reason goes to the record (shown publicly with the date) and the audit log.
// The date is the day in Cairo, where the company signs: a withdrawal at 00:30 in Alexandria is dated that day.
export async function changeStatus(
  db: Kysely<Database>,
  actor: Actor,
  number: string,
  change: StatusChange,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const found = await findCertificate(trx, number)
    if (!found) return undefined
    const reinstated = change.status === "valid"
    await trx
      .updateTable("certificates")
      .set({
        status: change.status,
        status_reason: reinstated ? null : change.reason,
        status_at: reinstated ? null : cairoToday(now),
      })
      .where("id", "=", found.id)
      .execute()
    const action = reinstated
      ? "certificate.reinstate"
      : `certificate.${change.status === "suspended" ? "suspend" : "withdraw"}`
    await audit(trx, actor, action, now, { reference: number, detail: change.reason })
    return findListed(trx, number)
  })
}

// For a reprint after a leak: the old code stops working at once. The code never enters the audit log.
export async function renewCode(
  db: Kysely<Database>,
  actor: Actor,
  number: string,
  now: Date,
): Promise<Issued | undefined> {
  return db.transaction().execute(async (trx) => {
    const code = generateCode()
    const result = await trx.updateTable("certificates").set({ code }).where("number", "=", number).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return undefined
    await audit(trx, actor, "certificate.new-code", now, { reference: number })
    return { number, code }
  })
}

// Records as the workspace lists them: with the name of the client company each is linked to.
const listed = (db: Kysely<Database>) =>
  db
    .selectFrom("certificates")
    .leftJoin("client_company", "client_company.id", "certificates.company_id")
    .selectAll("certificates")
    .select("client_company.name as company_name")

const findListed = (db: Kysely<Database>, number: string) =>
  listed(db).where("certificates.number", "=", number).executeTakeFirst()

export const CERTIFICATES_PAGE_SIZE = 50

export type CertificateSearch = { q?: string; after?: number }

// A page of the register, newest first, found by number, serial, client or client company; `after` is the id of
// the previous page's last record (keyset paging, as the client register pages), so no page reads the ones before.
export async function listCertificates(db: Kysely<Database>, { q, after }: CertificateSearch) {
  const rows = await listed(db)
    .$if(Boolean(q), (query) => {
      const pattern = likePattern(q!)
      return query.where((eb) =>
        eb.or(
          (["certificates.number", "certificates.serial", "certificates.client", "client_company.name"] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      )
    })
    .$if(after !== undefined, (query) => query.where("certificates.id", "<", after!))
    .orderBy("certificates.id", "desc")
    .limit(CERTIFICATES_PAGE_SIZE + 1)
    .execute()
  const items = rows.slice(0, CERTIFICATES_PAGE_SIZE)
  const next = rows.length > CERTIFICATES_PAGE_SIZE ? String(items.at(-1)!.id) : null
  return { items, next }
}
