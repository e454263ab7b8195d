/** @jest-environment node */
import { HOSTILE_CELLS, inert } from "../../testing/hostile-cells"
import { parseCsv } from "../../testing/parse-csv"
import { csvText, neutraliseFormula } from "./csv-text"

const oneCell = (value: string | number | null) => csvText(["cell"], [[value]])

test.each([
  ["plain", "plain"],
  ["a,b", '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ["two\nlines", '"two\nlines"'],
  ["two\r\nlines", '"two\r\nlines"'],
  ["", ""],
])("RFC 4180 quoting, a CRLF after each record: %j -> %j", (value, expected) => {
  expect(oneCell(value)).toBe(`cell\r\n${expected}\r\n`)
})

test.each([
  ["=1+1", "'=1+1"],
  ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
  ["+20 3 420 1100", "'+20 3 420 1100"],
  ["-2+3", "'-2+3"],
  ["@SUM(1)", "'@SUM(1)"],
  ["  =1+1", "'  =1+1"],
  ["\n=1+1", "'\n=1+1"],
  ["\tanything", "'\tanything"],
  ["\ranything", "'\ranything"],
])("a formula-like cell is prefixed with a quote: %j", (value, expected) => {
  expect(neutraliseFormula(value)).toBe(expected)
})

test.each(["mona@example.com", "a=b", "Q-2026-000001", "2026-03-01T09:05:00.000Z", "x-ray", "   ", "100%"])(
  "ordinary text is left alone: %j",
  (value) => {
    expect(neutraliseFormula(value)).toBe(value)
  },
)

test("every hostile cell, text or number, comes back inert beside untouched cells; empty cells stay empty", () => {
  const rows = [...HOSTILE_CELLS, -2].map((cell) => ["before", cell, null, 3])
  expect(parseCsv(csvText(["a", "hostile", "empty", "n"], rows))).toEqual([
    ["a", "hostile", "empty", "n"],
    ...[...HOSTILE_CELLS, "-2"].map((cell) => ["before", inert(cell), "", "3"]),
  ])
})
