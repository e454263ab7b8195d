import { sql, type Kysely } from "kysely"
import { KIND_LABEL_CODES, type CertificateKind } from "../../src/lib/certificate-kinds"
import { cairoToday } from "../../src/lib/cairo-time"
import type { Database } from "../storage/schema"

// "LE-2026-00421": the kind's two letters (as its labels carry them), the year in Cairo and that year's running
// count of the kind, as docs/certificates.md numbers its records.
export const certificateNumber = (kind: CertificateKind, year: number, count: number) =>
  `${KIND_LABEL_CODES[kind]}-${year}-${String(count).padStart(5, "0")}`

// The next number of the kind, taken for good in its own statement (certificate_counters, one atomic upsert as the
// request references are taken): the PDF is written with its number before the issuing transaction, so an issue
// that fails leaves a gap, never a number given twice. A number already in the register (imported from a CSV) is
// passed over.
export async function takeCertificateNumber(db: Kysely<Database>, kind: CertificateKind, now: Date): Promise<string> {
  const prefix = KIND_LABEL_CODES[kind]
  const year = Number(cairoToday(now).slice(0, 4))
  for (;;) {
    const { last } = await db
      .insertInto("certificate_counters")
      .values({ prefix, year, last: 1 })
      .onConflict((conflict) =>
        conflict.columns(["prefix", "year"]).doUpdateSet({ last: sql`certificate_counters.last + 1` }),
      )
      .returning("last")
      .executeTakeFirstOrThrow()
    const number = certificateNumber(kind, year, last)
    const taken = await db.selectFrom("certificates").select("id").where("number", "=", number).executeTakeFirst()
    if (!taken) return number
  }
}
