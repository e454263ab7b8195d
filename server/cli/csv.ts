import { CONSENT_FIELD } from "../../src/lib/consent"
import { fieldsOf } from "../../src/lib/form-fields"
import { quoteSchema } from "../../src/lib/quote-schema"
import type { StoredRequest } from "../storage/schema"

// A form field's column in the requests table: firstName → first_name.
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

// The columns staff get, in order: the quote form's fields as it shows them (a field added to the form is exported
// too; consent is the consent_at column, not exported), then the complaint's job reference and how the request
// came. Internal fields (id, ip_hash, user_agent, idempotency_key, body_hash) stay out.
export const CSV_COLUMNS = [
  "reference",
  "kind",
  "created_at",
  ...fieldsOf(quoteSchema).filter((field) => field !== CONSENT_FIELD).map(columnOf),
  "job_reference",
  "locale",
  "page",
  "spam",
  "mail_status",
] as (keyof StoredRequest)[]

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
