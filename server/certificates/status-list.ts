import crypto from "node:crypto"
import type { Kysely } from "kysely"
import { statusDigest, statusListText, type SignedStatusList, type StatusEntry } from "../../src/lib/status-list"
import type { Database } from "../storage/schema"
import type { LabelSigner } from "./label-signing"

// The signed list of withdrawn, suspended and superseded certificates, as of `now` (src/lib/status-list.ts has the
// format). Read from the register on each request: it changes whenever staff withdraw or an amendment is issued,
// and is small (only those records).
export async function signedStatusList(
  db: Kysely<Database>,
  signer: LabelSigner,
  now: Date,
): Promise<SignedStatusList> {
  const rows = await db
    .selectFrom("certificates")
    .select(["number", "code", "status", "status_at", "superseded_by", "superseded_on"])
    .where((eb) => eb.or([eb("status", "!=", "valid"), eb("superseded_by", "is not", null)]))
    .orderBy("id")
    .execute()
  // As the online check answers (verify.ts): a withdrawal or suspension stands before an amendment.
  const entries: StatusEntry[] = await Promise.all(
    rows.map(async (row): Promise<StatusEntry> => {
      const digest = await statusDigest(row.number, row.code)
      if (row.status === "valid") return [digest, "superseded", row.superseded_on ?? "", row.superseded_by!]
      return [digest, row.status, row.status_at ?? ""]
    }),
  )
  const list = statusListText({ at: now.toISOString(), key: signer.current.id, entries })
  const signature = crypto.sign(null, Buffer.from(list, "ascii"), signer.current.privateKey).toString("base64url")
  return { list, signature }
}
