/** @jest-environment node */
import { validateContent } from "./validate-content"
import { dataCopyPerTest } from "../testing/data-copy"

// data/intervals.json, edited the way an editor might: each mistake names the file, the class and the field.
const data = dataCopyPerTest("intervals-")
const FILE = "data/intervals.json"
type Interval = Record<string, unknown>
// A field both languages share is written in each alike, as /admin/ writes it.
const setShared = (file: { en: Interval[]; ar: Interval[] }, index: number, key: string, value: unknown) => {
  file.en[index][key] = value
  file.ar[index][key] = value
}

test("the shipped table is valid: months or null, and the certificate kinds it maps onto", () => {
  expect(validateContent(data.dir())).toEqual([])
})

test("a class with no interval may leave months out, as /admin/ does with an empty number", () => {
  data.edit("intervals.json", (file) => {
    delete file.en[3].months
    delete file.ar[3].months
  })
  expect(validateContent(data.dir())).toEqual([])
})

test.each([
  ["months as text", "months", "12", 'field "months": must be a whole number of months, or null'],
  ["a fraction of a month", "months", 1.5, 'field "months": must be a whole number of months'],
  ["no months at all", "months", 0, 'field "months": must be at least 1 month'],
  [
    "an unknown certificate kind",
    "kinds",
    ["crane-check"],
    'field "kinds[0]": "crane-check" is not a certificate kind',
  ],
  ["no certificate kind", "kinds", [], 'field "kinds": must list at least one certificate kind'],
])("%s is named with the file, the class and the field", (_, key, value, message) => {
  data.edit("intervals.json", (file) => setShared(file as never, 2, key, value))
  expect(validateContent(data.dir())).toEqual([
    expect.stringContaining(`${FILE}: interval "other-lifting-equipment", ${message}`),
  ])
})

test("an Arabic source left out, a different Arabic number of months and a repeated id are named", () => {
  data.edit("intervals.json", (file) => {
    delete file.ar[0].source
    file.ar[1].months = 12
    file.en[3].slug = file.ar[3].slug = "lifting-persons"
  })
  expect(validateContent(data.dir())).toEqual([
    `${FILE}: interval "lifting-accessories", field "ar.source": the Arabic translation is missing`,
    `${FILE}: interval "lifting-persons", field "ar.months": is the same in every language: must be 6, as in the English`,
    `${FILE}: interval "lifting-persons", field "slug": duplicate slug "lifting-persons"`,
  ])
})

test("an Arabic text is held to the glossary", () => {
  data.edit("intervals.json", (file) => void (file.ar[3].detail += " ويُقاس السمك في مواقع مراقبة الحالة."))
  expect(validateContent(data.dir()).join("\n")).toContain(
    `${FILE}: interval "pressure-equipment", field "ar.detail": «مواقع مراقبة الحالة» is a variant data/glossary.json says to avoid`,
  )
})
