/** @jest-environment node */
import { arabic, englishEdition } from "../../testing/content"
import { missingFields } from "./report-completeness"
import type { ReportForm } from "./report-form-schema"

// What the app says before an inspector submits, and the server refuses on submit and on authorisation: the required
// fields of the shipped forms left empty, named as the report names them.
const formOf = (forms: ReportForm[], kind: string) => forms.find((form) => form.kind === kind)!
const thorough = formOf(englishEdition.reportForms, "thorough-examination")

// A thorough examination with every required particular written, as an inspector submits it.
const COMPLETE = {
  employerName: "Alexandria Container Terminal Co.",
  employerAddress: "Gate 27, Alexandria Port, Alexandria",
  premisesAddress: "Berth 55, Alexandria Port",
  equipmentDescription: "Mobile crane, Liebherr LTM 1100-5.2",
  identification: "S/N 073 512",
  safeWorkingLoad: "100 t",
  reason: "interval-12-months",
  safeToOperate: true,
  defects: [],
  nextExaminationDate: "2027-12-06",
  examinationDate: "2026-12-07",
  examinerName: "Mahmoud Saleh",
  examinerAddress: "14 Fouad Street, Alexandria",
  examinerQualifications: "LEEA Diploma, mobile cranes",
  examinerEmployer: "Inspection, 14 Fouad Street, Alexandria",
  reportDate: "2026-12-07",
}
const ids = (values: Record<string, unknown>, form = thorough) => missingFields(form, values).map((field) => field.id)
const defect = (danger: string, remedyBy: string | null) => ({
  id: "6f1c1ab4-6b0e-4c39-9f43-0d64fb9b1a3e",
  description: "Hook latch bent, does not close",
  danger,
  remedyBy,
  photoIds: [],
})

test("a report with every required particular written misses nothing; the optional ones may stay empty", () => {
  expect(missingFields(thorough, COMPLETE)).toEqual([])
})

test("an empty report misses every required field, in the form's order, each with its label and citation", () => {
  const missing = missingFields(thorough, {})
  expect(missing.map((field) => field.id)).toEqual([
    "employerName",
    "employerAddress",
    "premisesAddress",
    "equipmentDescription",
    "identification",
    "safeWorkingLoad",
    "reason",
    "safeToOperate",
    "nextExaminationDate",
    "examinationDate",
    "examinerName",
    "examinerAddress",
    "examinerQualifications",
    "examinerEmployer",
    "reportDate",
  ])
  expect(missing[5]).toEqual({ id: "safeWorkingLoad", label: "Safe working load", cites: "LOLER 1998 Sch. 1 para 5" })
  // In the Arabic edition the same fields, named in Arabic.
  expect(missingFields(formOf(arabic.reportForms, "thorough-examination"), {})[5]).toEqual({
    id: "safeWorkingLoad",
    label: "الحمولة الآمنة للتشغيل",
    cites: "LOLER 1998، الجدول 1، الفقرة 5",
  })
})

test.each<[string, unknown]>([
  ["spaces only", "   "],
  ["null", null],
  ["a list", ["100 t"]],
])("a text of %s is empty", (_, value) => {
  expect(ids({ ...COMPLETE, safeWorkingLoad: value })).toEqual(["safeWorkingLoad"])
})

test("a yes-or-no is answered by yes or by no, and by nothing else", () => {
  expect(ids({ ...COMPLETE, safeToOperate: false })).toEqual([])
  expect(ids({ ...COMPLETE, safeToOperate: "yes" })).toEqual(["safeToOperate"])
  expect(ids({ ...COMPLETE, safeToOperate: null })).toEqual(["safeToOperate"])
})

test("a choice is answered by one of its options only", () => {
  expect(ids({ ...COMPLETE, reason: "examination-scheme" })).toEqual([])
  expect(ids({ ...COMPLETE, reason: "because" })).toEqual(["reason"])
})

test("a defect that will become a danger needs the date by which it must be remedied; one that is a danger now does not", () => {
  expect(ids({ ...COMPLETE, defects: [defect("now", null), defect("no", null)] })).toEqual([])
  expect(ids({ ...COMPLETE, defects: [defect("byDate", "2027-01-15")] })).toEqual([])
  const missing = missingFields(thorough, {
    ...COMPLETE,
    defects: [defect("now", null), defect("byDate", null), defect("byDate", " ")],
  })
  expect(missing).toEqual([
    { id: "defects", label: "Defects", cites: "LOLER 1998 Sch. 1 paras 8(a), 8(c)(i)", defect: 1 },
    { id: "defects", label: "Defects", cites: "LOLER 1998 Sch. 1 paras 8(a), 8(c)(i)", defect: 2 },
  ])
})

test("a number is a number, written or typed; a pressure test misses what its record needs", () => {
  const pressure = formOf(englishEdition.reportForms, "pressure-test")
  const record = {
    testedItem: "Test pack TP-07",
    standard: "ASME B31.3 §345.4",
    medium: "water",
    designPressure: 19.6,
    testPressure: "29.4",
    gauge1Serial: "PG-2231",
    gauge1Calibrated: "2026-10-01",
    holdTime: 30,
    metalTemperature: 0,
    mediumTemperature: Number.NaN,
    result: "passed",
    inspectorName: "Mahmoud Saleh",
    testDate: "2026-12-07",
  }
  expect(ids(record, pressure)).toEqual(["mediumTemperature"])
  expect(ids({ ...record, mediumTemperature: 21, testPressure: "high" }, pressure)).toEqual(["testPressure"])
})

test("a required list needs an item: an NDT report's photos field, when a form requires one", () => {
  const ndt = formOf(englishEdition.reportForms, "ndt-report")
  const form = {
    ...ndt,
    sections: [{ ...ndt.sections[0], fields: [{ ...ndt.sections[3].fields[3], required: true }] }],
  }
  expect(ids({ photos: [] }, form)).toEqual(["photos"])
  expect(ids({ photos: ["0d5ff0f4-62a5-4d3c-9e25-2d1b0d6a1e70"] }, form)).toEqual([])
})
