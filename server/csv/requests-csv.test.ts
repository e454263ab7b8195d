/** @jest-environment node */
import type { StoredRequest } from "../storage/schema"
import { CSV_COLUMNS, toCsv } from "./requests-csv"
import { quoteRow } from "../../testing/fixtures"
import { HOSTILE_CELLS, inert } from "../../testing/hostile-cells"
import { csvRecords, parseCsv } from "../../testing/parse-csv"

// The fields staff must never see in an export carry values a test can look for.
const row = (overrides: Partial<StoredRequest> = {}): StoredRequest =>
  quoteRow({
    id: 7,
    message: "PAUT of 42 girth welds.",
    site_kind: "offshore",
    site: "Rig ED-7, West Nile Delta",
    needed_by: "2026-12-10",
    ip_hash: "secret-hash",
    user_agent: "Mozilla/5.0",
    idempotency_key: "key-1",
    ...overrides,
  })

test("a header with readable names, then one CRLF-terminated record per request; internal fields left out", () => {
  const csv = toCsv([row()])
  expect(csv).toBe(
    "reference,kind,created_at,first_name,last_name,email,company,phone,industry,service,message,site_kind,site,needed_by,job_reference,locale,page,spam,mail_status,files\r\n" +
      "Q-2026-000001,quote,2026-03-01T09:05:00.000Z,Mona,El-Sayed,mona@example.com,Delta Petroleum Services,'+20 3 420 1100," +
      'oil-gas,ndt,PAUT of 42 girth welds.,offshore,"Rig ED-7, West Nile Delta",2026-12-10,,en,/contact/,0,sent,0\r\n',
  )
  for (const hidden of ["secret-hash", "Mozilla", "key-1", "body-1"]) expect(csv).not.toContain(hidden)
})

test("the last column counts the files sent with each request", () => {
  const [header, record] = parseCsv(toCsv([{ ...row(), files: "3" }]))
  expect(header.at(-1)).toBe("files")
  expect(record.at(-1)).toBe("3")
})

test("no requests gives the header alone", () => {
  expect(toCsv([])).toBe(`${CSV_COLUMNS.join(",")},files\r\n`)
})

test("empty values (null) become empty fields", () => {
  const [, record] = parseCsv(toCsv([row({ company: null, phone: null, page: null })]))
  expect(record[CSV_COLUMNS.indexOf("company")]).toBe("")
  expect(record[CSV_COLUMNS.indexOf("phone")]).toBe("")
  expect(record[CSV_COLUMNS.indexOf("page")]).toBe("")
})

test("hostile and awkward values survive a round trip, with formulas neutralised", () => {
  const nasty = row({
    first_name: "@SUM(1)",
    company: '=HYPERLINK("http://evil")',
    message: 'Line one, with a comma\r\nLine "two"\nLine three',
  })
  const [header, record, ...rest] = parseCsv(toCsv([nasty]))
  expect(rest).toEqual([])
  expect(header).toEqual([...CSV_COLUMNS, "files"])
  const value = (column: (typeof CSV_COLUMNS)[number]) => record[CSV_COLUMNS.indexOf(column)]
  expect(value("first_name")).toBe("'@SUM(1)")
  expect(value("company")).toBe('\'=HYPERLINK("http://evil")')
  expect(value("message")).toBe('Line one, with a comma\r\nLine "two"\nLine three')
  expect(value("phone")).toBe("'+20 3 420 1100")
})

test("each hostile cell comes back inert, in whichever column a visitor typed it, the rest of its record intact", () => {
  const columns = ["first_name", "last_name", "company", "message", "site", "page"] as const
  const rows = HOSTILE_CELLS.map((cell, i) => row({ [columns[i]]: cell }))
  const [plain] = csvRecords(toCsv([row()]))
  const records = csvRecords(toCsv(rows))
  expect(records).toEqual(HOSTILE_CELLS.map((cell, i) => ({ ...plain, [columns[i]]: inert(cell) })))
})
