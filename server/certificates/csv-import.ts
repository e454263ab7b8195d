import { parse } from "csv-parse/sync"
import { CSV_COMPANY_COLUMN, CSV_HEADER } from "../../src/lib/certificate-kinds"
import { certificateInput, type CertificateInput } from "./record-schema"
import { unknownCompany, type CompanyLookup } from "./certificate-company"

export { CSV_HEADER }
// A last column the header may add: the client company, by id or exact English name (resolved in import-csv.ts).
export const COMPANY_COLUMN = CSV_COMPANY_COLUMN

// Rows are counted as a spreadsheet shows them: the header is row 1, the first certificate row 2.
export type ImportError = { row: number; column: string | null; message: string }
export type ParsedImport = { ok: true; records: CertificateInput[] } | { ok: false; errors: ImportError[] }

// One import holds at most this many certificates (a larger register is imported in parts).
export const MAX_IMPORT_ROWS = 10_000

export const formatImportError = ({ row, column, message }: ImportError) =>
  column ? `row ${row}, column ${column}: ${message}` : `row ${row}: ${message}`

// Every row is checked and every mistake reported, so one pass over the file fixes them all.
export function parseCertificateCsv(text: string): ParsedImport {
  let table: string[][]
  try {
    // Read no further than one row past the limit: that is enough to refuse the file.
    table = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    return {
      ok: false,
      errors: [{ row: line ?? 1, column: null, message: `not readable as CSV: ${(error as Error).message}` }],
    }
  }
  const [header, ...rows] = table
  const expected = CSV_HEADER.join(",")
  const written = header?.map((cell) => cell.trim()).join(",")
  if (written !== expected && written !== `${expected},${COMPANY_COLUMN}`) {
    const message = `the header must be exactly: ${expected} (optionally followed by ,${COMPANY_COLUMN})`
    return { ok: false, errors: [{ row: 1, column: null, message }] }
  }
  const columns: string[] = written === expected ? [...CSV_HEADER] : [...CSV_HEADER, COMPANY_COLUMN]
  if (rows.length === 0) return { ok: false, errors: [{ row: 2, column: null, message: "there are no certificates" }] }
  if (rows.length > MAX_IMPORT_ROWS) {
    const message = `a file may hold at most ${MAX_IMPORT_ROWS.toLocaleString("en")} certificates: split it and import each part`
    return { ok: false, errors: [{ row: MAX_IMPORT_ROWS + 2, column: null, message }] }
  }

  const errors: ImportError[] = []
  const records: CertificateInput[] = []
  const firstRowOf = new Map<string, number>()
  rows.forEach((cells, index) => {
    const row = index + 2
    if (cells.length !== columns.length) {
      errors.push({ row, column: null, message: `has ${cells.length} columns, the header ${columns.length}` })
      return
    }
    const parsed = certificateInput.safeParse(Object.fromEntries(columns.map((name, i) => [name, cells[i]])))
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ row, column: String(issue.path[0]), message: issue.message })
      return
    }
    const earlier = firstRowOf.get(parsed.data.number)
    if (earlier) errors.push({ row, column: "number", message: `${parsed.data.number} is already on row ${earlier}` })
    else firstRowOf.set(parsed.data.number, row)
    records.push(parsed.data)
  })
  return errors.length ? { ok: false, errors } : { ok: true, records }
}

// A row naming a company by neither its id nor its exact English name; the rest keep the id it names.
export function resolveCompanies(
  records: CertificateInput[],
  lookup: CompanyLookup,
): { records: CertificateInput[]; errors: ImportError[] } {
  const errors: ImportError[] = []
  const resolved = records.map((record, index) => {
    if (!record.company) return record
    const company = lookup(record.company, true)
    if (!company)
      errors.push({ row: index + 2, column: COMPANY_COLUMN, message: `${record.company} ${unknownCompany(true)}` })
    return { ...record, company }
  })
  return { records: resolved, errors }
}

// A row whose number is already in the register is an error too, named like the others.
export function alreadyStored(records: CertificateInput[], stored: Set<string>): ImportError[] {
  return records.flatMap((record, index) =>
    stored.has(record.number)
      ? [{ row: index + 2, column: "number", message: `${record.number} is already in the register` }]
      : [],
  )
}
