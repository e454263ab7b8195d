import { sql, type Kysely } from "kysely"
import { audit, type Actor } from "../staff/audit"
import type { Database } from "../storage/schema"

// Linking the certificates already in the register to a client company by their `client` text (issue 50): staff
// preview which match, then link exactly those. The preview shows this many of them.
export const LINK_PREVIEW_ROWS = 50

// Case-insensitive "contains" on both databases: LIKE on lower case, the filter's own % and _ taken literally.
const containing = (filter: string) => `%${filter.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`

// The certificates whose client text holds the filter and that are not linked to this company yet.
const candidates = (db: Kysely<Database>, companyId: string, filter: string) =>
  db
    .selectFrom("certificates")
    .where(sql<boolean>`lower(certificates.client) like ${containing(filter.trim())} escape '\\'`)
    .where((eb) => eb.or([eb("certificates.company_id", "is", null), eb("certificates.company_id", "!=", companyId)]))

export async function linkPreview(db: Kysely<Database>, companyId: string, filter: string) {
  const { count } = await candidates(db, companyId, filter)
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow()
  const first = await candidates(db, companyId, filter)
    .leftJoin("client_company", "client_company.id", "certificates.company_id")
    .select([
      "certificates.number",
      "certificates.item",
      "certificates.client",
      "certificates.site",
      "client_company.name as company_name",
    ])
    .orderBy("certificates.id")
    .limit(LINK_PREVIEW_ROWS)
    .execute()
  return { count: Number(count), certificates: first }
}

class CountChanged extends Error {}

// All or none, and only if the matches are still the `expected` many the preview showed: one update, its row
// count checked inside the transaction, so a certificate added or linked meanwhile makes it refuse rather than
// link what staff did not see. The audit log holds the company, the filter and the count.
export async function linkCertificates(
  db: Kysely<Database>,
  actor: Actor,
  link: { companyId: string; filter: string; expected: number },
  now: Date,
): Promise<{ linked: number } | { changed: true }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const ids = candidates(trx, link.companyId, link.filter).select("certificates.id")
      const result = await trx
        .updateTable("certificates")
        .set({ company_id: link.companyId })
        .where("id", "in", ids)
        .executeTakeFirst()
      const linked = Number(result.numUpdatedRows)
      if (linked !== link.expected) throw new CountChanged()
      await audit(trx, actor, "certificates linked to client company", now, {
        detail: `${link.companyId}: ${linked} whose client contains "${link.filter.trim()}"`,
      })
      return { linked }
    })
  } catch (error) {
    if (error instanceof CountChanged) return { changed: true }
    throw error
  }
}
