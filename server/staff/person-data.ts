import { sql, type Kysely } from "kysely"
import { eraseAttachments } from "../attachments/attachment-erasure"
import { attachmentsForExport } from "../attachments/attachment-export"
import { CSV_COLUMNS } from "../csv/requests-csv"
import type { Database, StoredRequest } from "../storage/schema"
import { audit, type Actor } from "./audit"
import {
  companiesOnlyAdministeredBy,
  eraseClientAddress,
  ErasureRefused,
  exportClientAccounts,
} from "./client-account-data"
import { eraseAuditFreeText, removeAccountMailCopies, removeMailCopies, scrubErased } from "./erasure-copies"

// What erasing leaves: the reference, the dates, service, industry and status, for statistics.
export const ERASED = {
  first_name: "",
  last_name: "",
  email: "",
  company: null,
  phone: null,
  message: "",
  job_reference: null,
  site: null,
  ip_hash: "",
  user_agent: null,
  page: null,
  idempotency_key: null,
  lost_reason: null,
  // A hash of the whole request as sent: of the personal fields too.
  body_hash: "",
} as const

// Where the copies outside the database are: the mails' .eml files (unset: none to look for).
export type ErasureCopies = { outboxDir?: string }

const byEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom("requests").where(sql`lower(email)`, "=", email.trim().toLowerCase())

// Everything held about one person (their requests, with the notes staff wrote on them, and their client account),
// as JSON.
// What staff export as CSV, plus the user agent and the work on the request: the columns of a person's export,
// and so of its reply (schemas.ts, personExport).
export const EXPORT_COLUMNS = [
  ...CSV_COLUMNS,
  "kind",
  "job_reference",
  "site_kind",
  "site",
  "needed_by",
  "user_agent",
  "status",
  "lost_reason",
] as const satisfies readonly (keyof StoredRequest)[]

export async function exportPerson(db: Kysely<Database>, actor: Actor, email: string, now: Date) {
  const requests = await byEmail(db, email)
    .select(["id", ...EXPORT_COLUMNS])
    .orderBy("id")
    .execute()
  const notes = requests.length
    ? await db
        .selectFrom("request_notes")
        .select(["request_id", "at", "author_name", "text"])
        .where(
          "request_id",
          "in",
          requests.map((request) => request.id),
        )
        .execute()
    : []
  const files = await attachmentsForExport(
    db,
    requests.map((request) => request.id),
  )
  const client = await exportClientAccounts(db, email)
  const detail = `${requests.length} request(s), ${client.clientAccounts.length} client account(s)`
  await audit(db, actor, "person exported", now, { detail })
  return {
    ...client,
    requests: requests.map(({ id, ...request }) => ({
      ...request,
      notes: notes
        .filter((note) => note.request_id === id)
        .map((note) => ({ at: note.at, author: note.author_name, text: note.text })),
      files: files.get(id) ?? [],
    })),
  }
}

// Erases the personal fields, the notes and the mails of the given requests; each row once (the update only
// matches rows not yet erased, so two instances never both count one).
export async function eraseRequests(
  db: Kysely<Database>,
  ids: number[],
  now: Date,
  copies: ErasureCopies = {},
): Promise<string[]> {
  const erased: string[] = []
  for (const id of ids) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("requests")
        .set({ ...ERASED, erased_at: now.toISOString() })
        .where("id", "=", id)
        .where("erased_at", "is", null)
        .returning("reference")
        .executeTakeFirst()
      if (!row) return null
      await trx.deleteFrom("request_notes").where("request_id", "=", id).execute()
      await trx.deleteFrom("outbox").where("request_id", "=", id).execute()
      await eraseAuditFreeText(trx, row.reference)
      await eraseAttachments(trx, id)
      return row.reference
    })
    if (done) erased.push(done)
  }
  if (erased.length) await scrubErased(db)
  if (copies.outboxDir) await removeMailCopies(copies.outboxDir, erased)
  return erased
}

// What erasing a person took: their requests' references and how many client accounts.
export type ErasedPerson = { references: string[]; clientAccounts: number }

// A person by their address: their requests, and their client account with its invitations and mails. Refused,
// before anything is erased, while the account is the only client administrator of a company.
export async function erasePerson(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  now: Date,
  copies: ErasureCopies = {},
): Promise<ErasedPerson> {
  const onlyAdministrator = await companiesOnlyAdministeredBy(db, email)
  if (onlyAdministrator.length) {
    throw new ErasureRefused(
      `Not erased: this person is the only client administrator of ${onlyAdministrator.join(", ")}. ` +
        "Make another member of the company its administrator first.",
    )
  }
  const client = await db.transaction().execute((trx) => eraseClientAddress(trx, email, { fromCompanyLogs: true }))
  await removeAccountMailCopies(copies.outboxDir, client.mailIds)
  const ids = (await byEmail(db, email).select("id").where("erased_at", "is", null).execute()).map((row) => row.id)
  const references = await eraseRequests(db, ids, now, copies)
  // eraseRequests scrubs the files when it erased a request; the client rows alone need it too.
  if (client.erasedRows && !references.length) await scrubErased(db)
  for (const reference of references) await audit(db, actor, "person erased", now, { reference })
  if (client.accounts) await audit(db, actor, "person erased", now, { detail: "client account" })
  return { references, clientAccounts: client.accounts }
}
