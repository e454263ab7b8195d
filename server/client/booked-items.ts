import type { Kysely } from "kysely"
import { cairoToday } from "../../src/lib/cairo-time"
import type { Database } from "../storage/schema"

// Which register items a request of the company still stands for (issue 64, P7): a re-examination request that
// is not lost names the item's latest certificate. Once the new certificate is issued it is the item's latest and
// no request names it, so the item reads as due again only when it is.
export type Booked = { reference: string; on: string }

export async function bookedItems(
  db: Kysely<Database>,
  certificateIds: readonly number[],
): Promise<Map<number, Booked>> {
  if (certificateIds.length === 0) return new Map()
  const rows = await db
    .selectFrom("request_items")
    .innerJoin("requests", "requests.id", "request_items.request_id")
    .select(["request_items.certificate_id", "requests.reference", "requests.created_at"])
    .where("requests.kind", "=", "reexamination")
    .where("requests.status", "!=", "lost")
    .where("request_items.certificate_id", "in", [...certificateIds])
    // The latest request wins when two name the item (one made before re-booking was refused).
    .orderBy("requests.id")
    .execute()
  return new Map(
    rows.map((row) => [row.certificate_id, { reference: row.reference, on: cairoToday(new Date(row.created_at)) }]),
  )
}
