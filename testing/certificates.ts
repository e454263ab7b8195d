import { CSV_HEADER } from "../server/certificates/csv-import"
import type { CertificateInput } from "../server/certificates/record-schema"

// A certificate as staff enter it (sample values, not a real document); tests override what they are about.
export const newCertificate = (overrides: Partial<CertificateInput> = {}): CertificateInput => ({
  number: "LE-2026-00421",
  kind: "lifting-equipment",
  item: "Overhead travelling crane, double girder",
  serial: "OTC-17-0932",
  rating: "SWL 25 t",
  client: "Delta Refining Co.",
  site: "Alexandria",
  inspected_on: "2026-03-10",
  valid_until: "2026-09-09",
  inspector: "Karim Abdelaziz",
  inspector_certificate: "LEEA 0045821",
  ...overrides,
})

// The same records as a CSV file with the import's header.
export function certificatesCsv(rows: Record<string, string | null>[]): string {
  const field = (value: string | null) =>
    /[",\n]/.test(value ?? "") ? `"${value!.replace(/"/g, '""')}"` : (value ?? "")
  return [CSV_HEADER.join(","), ...rows.map((row) => CSV_HEADER.map((name) => field(row[name] ?? "")).join(","))]
    .map((line) => `${line}\n`)
    .join("")
}
