import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// The register items a re-examination request names, as staff quote them.
export const requestItems = (db: Kysely<Database>, requestId: number) =>
  db
    .selectFrom("request_items")
    .innerJoin("certificates", "certificates.id", "request_items.certificate_id")
    .select(["certificates.number", "certificates.kind", "certificates.item", "certificates.serial"])
    .select(["certificates.site", "certificates.valid_until"])
    .where("request_items.request_id", "=", requestId)
    .orderBy("certificates.valid_until")
    .orderBy("certificates.id")
    .execute()
