import type { Kysely } from "kysely"
import type { Actor } from "../staff/audit"
import type { Database } from "../storage/schema"
import { alreadyStored, parseCertificateCsv, resolveCompanies, type ImportError } from "./csv-import"
import { companyLookup } from "./certificate-company"
import { addCertificates, existingNumbers, type Issued } from "./store"

// The one import path of the workspace and the command line: check every row, then store all or nothing.
export async function importCertificatesCsv(
  db: Kysely<Database>,
  actor: Actor,
  text: string,
  now: Date,
): Promise<{ ok: true; issued: Issued[] } | { ok: false; errors: ImportError[] }> {
  const parsed = parseCertificateCsv(text)
  if (!parsed.ok) return parsed
  const stored = await existingNumbers(
    db,
    parsed.records.map((record) => record.number),
  )
  const companies = resolveCompanies(parsed.records, await companyLookup(db))
  const errors = [...alreadyStored(parsed.records, stored), ...companies.errors].sort((a, b) => a.row - b.row)
  if (errors.length) return { ok: false, errors }
  return { ok: true, issued: await addCertificates(db, actor, companies.records, now) }
}
