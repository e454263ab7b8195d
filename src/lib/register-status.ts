import { addDays } from "./cairo-time"
import { isRecordKind, type CertificateStatus } from "./certificate-kinds"

// What the client register says of an item (issue 50), from its latest certificate: suspended or withdrawn as
// staff set it; a report or test record (RECORD_KINDS) "issued" on its day, as the public check says, whatever
// valid-until it carries; otherwise by its valid-until against today: expired after it, "due" within DUE_SOON_DAYS.
export const REGISTER_STATUSES = ["valid", "due", "expired", "issued", "suspended", "withdrawn"] as const
export type RegisterStatus = (typeof REGISTER_STATUSES)[number]

// "Due" means due within 30 days; the register's due filter also offers 60 and 90.
export const DUE_SOON_DAYS = 30
export const DUE_WINDOWS = [30, 60, 90] as const
export type DueWindow = (typeof DUE_WINDOWS)[number]

// The rule in TypeScript, as the browser shows it; server/client/register-query.ts states the same in SQL, and a
// test holds the two to each other.
export function registerStatus(
  certificate: { kind: string; status: CertificateStatus; validUntil: string | null },
  today: string,
): RegisterStatus {
  if (certificate.status !== "valid") return certificate.status
  if (isRecordKind(certificate.kind)) return "issued"
  if (!certificate.validUntil) return "valid"
  if (certificate.validUntil < today) return "expired"
  return certificate.validUntil <= (addDays(today, DUE_SOON_DAYS) ?? today) ? "due" : "valid"
}
