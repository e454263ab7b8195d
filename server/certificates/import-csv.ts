import type { Kysely } from "kysely"
import type { Actor } from "../staff/audit"
import type { Database } from "../storage/schema"
import { alreadyStored, parseCertificateCsv, type ImportError } from "./csv-import"
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
  const errors = alreadyStored(parsed.records, stored)
  if (errors.length) return { ok: false, errors }
  return { ok: true, issued: await addCertificates(db, actor, parsed.records, now) }
}
