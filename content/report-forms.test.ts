/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readReportForms, reportFormProblems } from "./report-forms"
import { DATA_DIR } from "../testing/paths"

// The report forms as an editor changes them (a throwaway copy of data/report-forms/): each mistake is named with the
// file, the form, its section and field by id, and the property that is wrong — by the check the build runs over all
// of data/ (content/validate-content.ts), here over the forms alone.

type Field = Record<string, unknown> & { id: string; options?: { value: string; label: string }[] }
type Section = { id: string; title: string; fields: Field[] }
type Form = { kind: string; sections: Section[] } & Record<string, unknown>
type Editions = { en: Form; ar: Form }

let dataDir: string
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "report-forms-"))
  fs.cpSync(path.join(DATA_DIR, "report-forms"), path.join(dataDir, "report-forms"), { recursive: true })
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const FILE = "data/report-forms/pressure-test.json"
const FORM = 'report form "pressure-test"'
const formPath = (kind: string) => path.join(dataDir, "report-forms", `${kind}.json`)
const read = (kind = "pressure-test"): Editions => JSON.parse(fs.readFileSync(formPath(kind), "utf8"))
const write = (form: Editions, kind = "pressure-test") => fs.writeFileSync(formPath(kind), JSON.stringify(form))
const edit = (change: (form: Editions) => void) => {
  const form = read()
  change(form)
  write(form)
}
const fieldOf = (form: Form, id: string) => form.sections.flatMap((section) => section.fields).find((f) => f.id === id)!
// A change made alike in both editions, as /admin/ makes a change to a field the editions share.
const inBoth = (form: Editions, change: (edition: Form) => void) => [form.en, form.ar].forEach(change)

test("the shipped forms pass, and each edition reads every kind with the same ids in the same order", () => {
  expect(reportFormProblems(dataDir)).toEqual([])
  const forms = readReportForms(dataDir)
  const kinds = (locale: "en" | "ar") => forms[locale].map((form) => form.kind)
  expect(kinds("en")).toEqual(["ndt-report", "pressure-test", "thorough-examination"])
  expect(kinds("ar")).toEqual(kinds("en"))
  const ids = (form: (typeof forms.en)[number]) =>
    form.sections.map((section) => [section.id, section.fields.map((field) => [field.id, field.type, field.required])])
  forms.en.forEach((form, index) => expect(ids(forms.ar[index])).toEqual(ids(form)))
  // The Arabic is a translation, not a copy.
  expect(forms.ar[1].title).toBe("سجل اختبار الضغط")
  expect(fieldOf(forms.ar[1] as Form, "testPressure")).toMatchObject({ label: "ضغط الاختبار", unit: "bar g" })
})

test("a fourth kind of report is one more file", () => {
  const form = read()
  inBoth(form, (edition) => (edition.kind = "load-test"))
  form.en.title = "Load test record"
  write(form, "load-test")
  expect(reportFormProblems(dataDir)).toEqual([])
  expect(readReportForms(dataDir).ar.map((each) => each.kind)).toContain("load-test")
})

test.each<[string, (form: Editions) => void, string]>([
  [
    "a kind that is not the file's name",
    (form) => inBoth(form, (edition) => (edition.kind = "pressure-tests")),
    `${FILE}: report form "pressure-tests", field "kind": must match the file name ("pressure-test")`,
  ],
  [
    "sections in another order in the Arabic",
    (form) => form.ar.sections.reverse(),
    `${FILE}: ${FORM}, section "system", field "ar.id": is the same in every language: must be "system", as in the English`,
  ],
  [
    "a field left out of the Arabic",
    (form) => form.ar.sections[1].fields.pop(),
    `${FILE}: ${FORM}, section "gauges", field "ar.fields": has 3 item(s); the English has 4, matched by position`,
  ],
  [
    "fields in another order in the Arabic",
    (form) => form.ar.sections[1].fields.reverse(),
    `${FILE}: ${FORM}, section "gauges", form field "gauge1Serial", field "ar.id": is the same in every language: must be "gauge1Serial", as in the English`,
  ],
  [
    "another type in the Arabic",
    (form) => (fieldOf(form.ar, "gauge1Calibrated").type = "text"),
    `${FILE}: ${FORM}, section "gauges", form field "gauge1Calibrated", field "ar.type": is the same in every language: must be "date", as in the English`,
  ],
  [
    "required in one edition only",
    (form) => (fieldOf(form.ar, "holdTime").required = false),
    `${FILE}: ${FORM}, section "conditions", form field "holdTime", field "ar.required": is the same in every language: must be true, as in the English`,
  ],
  [
    "another option value in the Arabic",
    (form) => (fieldOf(form.ar, "medium").options![1].value = "compressed-air"),
    `${FILE}: ${FORM}, section "system", form field "medium", field "ar.options[1].value": is the same in every language: must be "air", as in the English`,
  ],
  [
    "a choice without options",
    (form) => inBoth(form, (edition) => delete fieldOf(edition, "result").options),
    `${FILE}: ${FORM}, section "result", form field "result", field "options": a choice must offer at least two options`,
  ],
  [
    "options on a field that is not a choice",
    (form) => inBoth(form, (edition) => (fieldOf(edition, "witness").options = fieldOf(edition, "result").options)),
    `${FILE}: ${FORM}, section "people", form field "witness", field "options": only a choice has options; this is a text`,
  ],
  [
    "one option value twice",
    (form) => inBoth(form, (edition) => (fieldOf(edition, "medium").options![3].value = "water")),
    `${FILE}: ${FORM}, section "system", form field "medium", field "options[3].value": duplicate option value "water"`,
  ],
  [
    "a unit on a field that is not a number",
    (form) => inBoth(form, (edition) => (fieldOf(edition, "witness").unit = "bar g")),
    `${FILE}: ${FORM}, section "people", form field "witness", field "unit": only a number has a unit; this is a text`,
  ],
  [
    "one field id in two sections",
    (form) => inBoth(form, (edition) => (edition.sections[4].fields[1].id = "testedItem")),
    `${FILE}: ${FORM}, section "people", form field "testedItem", field "id": duplicate field id "testedItem", also in section "system": a report keys its values by field id`,
  ],
  [
    "one section id twice",
    (form) => inBoth(form, (edition) => (edition.sections[2].id = "gauges")),
    `${FILE}: ${FORM}, section "gauges", field "id": duplicate section id "gauges"`,
  ],
  [
    "an unknown type",
    (form) => inBoth(form, (edition) => (fieldOf(edition, "holdTime").type = "duration")),
    `${FILE}: ${FORM}, section "conditions", form field "holdTime", field "type": Invalid enum value. Expected 'text' | 'paragraph' | 'number' | 'date' | 'choice' | 'yesNo' | 'defects' | 'indications' | 'photos', received 'duration'`,
  ],
  [
    "an Arabic help line left empty",
    (form) => (fieldOf(form.ar, "holdTime").help = " "),
    `${FILE}: ${FORM}, section "conditions", form field "holdTime", field "ar.help": must be the Arabic text (the English is "Minutes at test pressure before the examination for leaks; at least 10 min for ASME B31.3.")`,
  ],
])("%s is named with the file, the form, its section and field, and the property", (_, change, message) => {
  edit(change)
  expect(reportFormProblems(dataDir)).toContain(message)
  expect(() => readReportForms(dataDir)).toThrow(message)
})
