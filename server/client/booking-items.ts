import type { Kysely } from "kysely"
import { isRecordKind } from "../../src/lib/certificate-kinds"
import type { Database } from "../storage/schema"

// What a client's re-examination request names, as its acknowledgement lists it (issue 64, P7): each item as the
// register showed it when booked, and the company's Arabic name for the Arabic mail.
export type BookingItem = { item: string; serial: string | null; number: string; site: string; due: string | null }
export type BookingDetails = { companyAr: string | null; items: BookingItem[] }

export async function bookingDetailsOf(
  db: Kysely<Database>,
  requestIds: readonly number[],
): Promise<Map<number, BookingDetails>> {
  if (requestIds.length === 0) return new Map()
  const rows = await db
    .selectFrom("request_items")
    .innerJoin("certificates", "certificates.id", "request_items.certificate_id")
    .innerJoin("requests", "requests.id", "request_items.request_id")
    .leftJoin("client_company", "client_company.id", "requests.client_company_id")
    .select([
      "request_items.request_id",
      "certificates.item",
      "certificates.serial",
      "certificates.number",
      "certificates.site",
      "certificates.kind",
      "certificates.valid_until",
      "client_company.nameAr",
    ])
    .where("request_items.request_id", "in", [...requestIds])
    // Soonest due first, as the booking page listed them.
    .orderBy("certificates.valid_until")
    .orderBy("certificates.number")
    .execute()
  const details = new Map<number, BookingDetails>()
  for (const row of rows) {
    const entry = details.get(row.request_id) ?? { companyAr: row.nameAr, items: [] }
    entry.items.push({
      item: row.item,
      serial: row.serial,
      number: row.number,
      site: row.site,
      // A report or test record has no validity (register-query.ts).
      due: isRecordKind(row.kind) ? null : row.valid_until,
    })
    details.set(row.request_id, entry)
  }
  return details
}
