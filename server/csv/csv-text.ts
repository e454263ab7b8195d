import { stringify } from "csv-stringify/sync"

// Every CSV the server and its commands write goes through here: csv-stringify quotes per RFC 4180 (a field with
// a comma, a quote, CR or LF is quoted, its quotes doubled), every record ends with CRLF, and no cell can start a
// formula.
export type CsvCell = string | number | null | undefined

// A spreadsheet treats a cell starting with = + - @ (also after leading spaces), tab or CR as a formula.
// OWASP CSV-injection guidance: prefix such a cell with a single quote so it is shown as text. csv-stringify's
// own escape_formulas misses the leading spaces and lets a negative number through, so the rule is ours.
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

// A header row, then one record per row; empty cells (null, undefined) are empty fields.
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    record_delimiter: "\r\n",
    // With a record delimiter of its own, csv-stringify stops quoting a lone CR or LF unless asked to.
    quote_record_delimiter: true,
    cast: { string: neutraliseFormula, number: (value) => neutraliseFormula(String(value)) },
  })
}
