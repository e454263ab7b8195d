import { parse } from "csv-parse/sync"

// An export read back as a spreadsheet would read it, by csv-parse (not by the writer's own library), strictly:
// records end with CRLF, every record has the header's number of fields, a stray quote throws.
export function parseCsv(text: string): string[][] {
  if (text && !text.endsWith("\r\n")) throw new Error("the last record has no CRLF")
  // bom: a spreadsheet takes a leading byte order mark (the register's CSV has one) as the encoding, not as text.
  return parse(text, { record_delimiter: "\r\n", bom: true })
}

// Each record as { column: value }, by the header row.
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...records] = parseCsv(text)
  return records.map((record) => Object.fromEntries(header.map((column, i) => [column, record[i]])))
}
