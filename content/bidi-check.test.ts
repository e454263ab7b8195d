/** @jest-environment node */
import { validateContent } from "./validate-content"
import { reorderedRuns } from "./bidi-check"
import { ltrRuns } from "../src/lib/bidi-runs"
import { dataCopyPerTest } from "../testing/data-copy"

// The six texts the Arabic reading saw reordered in Chromium (shared/readings/content-ar.md, B1–B7) and the client
// area's load; "{kinds}" is the attachments hint once filled.
const DISPLAYED_REORDERED: [string, string][] = [
  ["فحص اللحام W-114 في الخط 40-P-1204 بقطر 12 بوصة", "40-P-1204"],
  ["مثال: 2027-03-31", "2027-03-31"],
  ["(مثل Sa 2½)", "Sa 2½"],
  ["بمقدار 3 °C على الأقل", "3 °C"],
  ["LOLER 1998، المادة 9(3)(a)(i)", "9(3)(a)(i)"],
  ["أنواع الملفات المقبولة: .pdf, .jpg, .png, .zip", ".pdf"],
  ["الحمل الآمن: 5 t", "5 t"],
]

test.each(DISPLAYED_REORDERED)(
  "«%s» as written displays %s reordered; isolated as the site renders it, in order",
  (text, run) => {
    expect(reorderedRuns(text, text)).toEqual([run])
    expect(reorderedRuns(text)).toEqual([])
  },
)

test("lists and numbers the paragraph reads right to left are left to it", () => {
  // «60، 30، 7» and "60, 30, 7" read 60 first, on the right; 2,150 and ISO 9001 never reorder.
  const text = "مثل 60, 30, 7 أو 2,150 طنًا وفق ISO 9001:2015"
  expect(ltrRuns(text).map(({ start, end }) => text.slice(start, end))).toEqual(["ISO 9001:2015"])
  expect(reorderedRuns(text, text)).toEqual([])
})

describe("the content check", () => {
  const data = dataCopyPerTest("bidi-")
  const SAMPLE_REPORT = "تقرير نموذجي: فحص PAUT للحام المحيطي W-114 في الخط 40-P-1204 بقطر 12 بوصة"
  const withCodes = () => {
    data.edit("services/ndt.json", (service) => (service.ar.acceptance.sampleReport = SAMPLE_REPORT))
    data.edit("intervals.json", (intervals) => (intervals.ar[0].source = "LOLER 1998، المادة 9(3)(a)(i)"))
  }

  test("stops at a code or a clause the Arabic would display reordered, naming file, entry and field", () => {
    withCodes()
    // As written, outside an isolate.
    const errors = validateContent(data.dir(), (text) => text)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/services\/ndt\.json: service "ndt", field "ar\.acceptance\.sampleReport": "40-P-1204" would display reordered/,
        ),
        expect.stringMatching(
          /^data\/intervals\.json: interval "lifting-accessories", field "ar\.source": "9\(3\)\(a\)\(i\)" would display reordered/,
        ),
      ]),
    )
  })

  test("stops at an Arabic list of numbers joined with a Latin comma, which reads as one number (B8)", () => {
    data.edit("client.json", (client) => (client.ar.reminders.daysInvalid = "أدخلوا أرقامًا مثل 60, 30, 7."))
    expect(validateContent(data.dir())).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/client\.json: .*field "ar\.reminders\.daysInvalid": "60, 30, 7" separates with a Latin comma; an Arabic list separates with «، »/,
        ),
      ]),
    )
  })

  test("the Arabic of data/ lists numbers with «، » (B8)", () => {
    expect(validateContent(data.dir()).filter((error) => error.includes("Latin comma"))).toEqual([])
  })

  test("stops at a temperature in Latin degrees inside Arabic, which displays «C° 3» (B5)", () => {
    data.edit(
      "services/painting-inspection.json",
      (service) => (service.ar.methods[2].detail = "بمقدار 3 °C على الأقل"),
    )
    expect(validateContent(data.dir())).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /field "ar\.methods\[2\]\.detail": "3 °C" writes the unit in Latin; the Arabic writes °م and °ف/,
        ),
      ]),
    )
  })

  test("the Arabic of data/ writes degrees as °م and °ف (B5)", () => {
    expect(validateContent(data.dir()).filter((error) => error.includes("unit in Latin"))).toEqual([])
  })

  test("passes the same texts as the site renders them, isolated", () => {
    withCodes()
    expect(validateContent(data.dir()).filter((error) => error.includes("display reordered"))).toEqual([])
  })
})
