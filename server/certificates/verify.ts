import type { Kysely } from "kysely"
import {
  isRecordKind,
  type CertificateKind,
  type PublicStatus,
  type Successor,
  type Verification,
} from "../../src/lib/certificate-kinds"
import type { Database } from "../storage/schema"
import { generateCode, sameCode } from "./code"

export type { PublicStatus, Verification }

// "Delta Refining Co." → "D**** Refining Co.": the document's holder recognises it, a stranger learns little.
export function maskClient(client: string): string {
  const [first, ...rest] = client.trim().split(/\s+/)
  const chars = Array.from(first)
  return [chars[0] + "*".repeat(Math.max(chars.length - 1, 3)), ...rest].join(" ")
}

// Compared against when the number is unknown, so both answers take one lookup and one comparison.
const DECOY = generateCode()

export const normaliseNumber = (number: string) => number.trim().toUpperCase()

// `today` is the Cairo calendar day (YYYY-MM-DD): a document valid until a day is valid through that day.
export async function verifyCertificate(
  db: Kysely<Database>,
  number: string,
  code: string,
  today: string,
): Promise<Verification> {
  const row =
    number.length > 0 && number.length <= 40
      ? await db.selectFrom("certificates").selectAll().where("number", "=", normaliseNumber(number)).executeTakeFirst()
      : undefined
  const matches = sameCode(code.slice(0, 64), row?.code ?? DECOY)
  if (!row || !matches) return { found: false }
  const record = isRecordKind(row.kind)
  const validUntil = record ? null : row.valid_until
  const expired = validUntil !== null && validUntil < today
  const standing: PublicStatus = record ? "genuine" : expired ? "expired" : "valid"
  // Withdrawn or suspended by staff says more than replaced by an amendment, so it stands first.
  const superseded = row.status === "valid" && row.superseded_by !== null
  const status: PublicStatus = row.status !== "valid" ? row.status : superseded ? "superseded" : standing
  const standingDate = expired ? validUntil : record ? row.inspected_on : null
  return {
    found: true,
    number: row.number,
    status,
    statusDate: row.status !== "valid" ? row.status_at : superseded ? row.superseded_on : standingDate,
    kind: row.kind as CertificateKind,
    item: row.item,
    serial: row.serial,
    rating: row.rating,
    client: maskClient(row.client),
    site: row.site,
    inspectedOn: row.inspected_on,
    validUntil,
    inspector: row.inspector,
    inspectorCertificate: row.inspector_certificate,
    supersededBy: superseded ? await successorOf(db, row.superseded_by!) : null,
  }
}

// The amendment's number and code: the answer links to its check.
async function successorOf(db: Kysely<Database>, number: string): Promise<Successor> {
  const row = await db.selectFrom("certificates").select("code").where("number", "=", number).executeTakeFirst()
  return { number, code: row?.code ?? null }
}
