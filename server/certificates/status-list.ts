import crypto from "node:crypto"
import type { Kysely } from "kysely"
import { statusDigest, statusListText, type SignedStatusList, type StatusEntry } from "../../src/lib/status-list"
import type { Database } from "../storage/schema"
import type { LabelSigner } from "./label-signing"

// The signed list of withdrawn and suspended certificates, as of `now` (src/lib/status-list.ts has the format).
// Read from the register on each request: it changes whenever staff withdraw, and is small (only those records).
export async function signedStatusList(
  db: Kysely<Database>,
  signer: LabelSigner,
  now: Date,
): Promise<SignedStatusList> {
  const rows = await db
    .selectFrom("certificates")
    .select(["number", "code", "status", "status_at"])
    .where("status", "!=", "valid")
    .orderBy("id")
    .execute()
  const entries: StatusEntry[] = await Promise.all(
    rows.map(
      async (row) =>
        [await statusDigest(row.number, row.code), row.status as StatusEntry[1], row.status_at ?? ""] as StatusEntry,
    ),
  )
  const list = statusListText({ at: now.toISOString(), key: signer.current.id, entries })
  const signature = crypto.sign(null, Buffer.from(list, "ascii"), signer.current.privateKey).toString("base64url")
  return { list, signature }
}
