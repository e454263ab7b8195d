import type { StoredRequest } from "../storage/schema"

// The columns staff get, in order (the form's fields, src/components/forms/quote-form-fields.ts, are alike in
// shape only: the form's names, not the table's). Internal fields (id, ip_hash, user_agent, idempotency_key, body_hash) stay out.
export const CSV_COLUMNS = [
  "reference",
  "kind",
  "created_at",
  "first_name",
  "last_name",
  "email",
  "company",
  "phone",
  "industry",
  "service",
  "message",
  "site_kind",
  "site",
  "needed_by",
  "job_reference",
  "locale",
  "page",
  "spam",
  "mail_status",
] as const satisfies readonly (keyof StoredRequest)[]

// A spreadsheet treats a cell starting with = + - @ (also after leading spaces), tab or CR as a formula.
// OWASP CSV-injection guidance: prefix such a cell with a single quote so it is shown as text.
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

// RFC 4180: a field holding a comma, a quote, CR or LF is quoted, and quotes inside it are doubled.
export function csvField(value: string | number | null | undefined): string {
  const text = neutraliseFormula(value == null ? "" : String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

// A request with the number of files sent with it (the last column, "files").
export type CsvRow = StoredRequest & { files?: number | string | null }

// A header row, then one record per request; every line ends with CRLF.
export function toCsv(rows: CsvRow[]): string {
  const lines = [[...CSV_COLUMNS, "files"].join(",")]
  for (const row of rows) {
    lines.push([...CSV_COLUMNS.map((column) => csvField(row[column])), csvField(Number(row.files ?? 0))].join(","))
  }
  return lines.map((line) => `${line}\r\n`).join("")
}
