/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { readReportForms } from "../../content/report-forms"
import { loadLabelSigner, signLabel } from "../certificates/label-signing"
import type { FieldValue } from "../../src/lib/inspect-replies"
import type { ReportPdfTexts } from "../../src/lib/report-pdf-texts-schema"
import { verifyLink } from "../../src/lib/verify-link"
import { DATA_DIR } from "../../testing/paths"
import { findsText, pdfFonts, pdfInfo, pdfText } from "../../testing/pdf"
import { decodeQr } from "../../testing/qr"
import { completeValues } from "../../testing/report-values"
import { tempDirs } from "../../testing/temp-dirs"
import { renderReportPdf } from "./report-pdf"
import type { ReportPdfInput } from "./report-pdf-input"

// An issued report's PDF from the real thorough-examination form, read back as a client's viewer and search would
// (poppler-utils): the particulars, every field's label, the values as written, the photos' captions, who examined,
// reviewed and authorised it, the Arabic of a report for a company that reads Arabic, and the QR code a phone reads.
jest.setTimeout(120_000)
const tempDir = tempDirs(afterAll)
const forms = readReportForms(DATA_DIR)
const form = {
  en: forms.en.find((entry) => entry.kind === "thorough-examination")!,
  ar: forms.ar.find((entry) => entry.kind === "thorough-examination")!,
}
const words = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "report-pdf.json"), "utf8")) as {
  en: ReportPdfTexts
  ar: ReportPdfTexts
}
// The record's link as issuing makes it, the signed label after "#" (the QR code's longest content).
const signer = loadLabelSigner(undefined, tempDir("report-pdf-keys-"), new Date("2026-12-07T10:00:00Z"))
const VERIFY_URL = verifyLink(
  "https://www.inspection-eg.com",
  "LE-2026-00421",
  "7KQ4M2XW9P",
  signLabel(signer, {
    ...{ number: "LE-2026-00421", kind: "lifting-equipment", item: "Mobile crane Liebherr LTM 1100-5.2" },
    ...{ serial: "LTM-1100-0457", inspectedOn: "2026-12-01", validUntil: "2027-06-01" },
  }),
)
const HOSTILE = '#sys.version ] *bold* _x_ $1$ #panic("typst") \\ `raw` <tag> @ref'

// A photo as the inspectors' app uploads it: 1,600 px on the long side, shapes and shading under sensor noise so it
// compresses as a photo does (about 260 KB), each of a set told apart by its hue (no two alike: Typst would
// store a repeated image once).
let basePhoto: Promise<Buffer> | undefined
async function uploadedPhotos(count: number): Promise<Buffer[]> {
  basePhoto ??= (async () => {
    const [width, height] = [1600, 1200]
    let state = 7920
    const random = () => (state = (state * 9301 + 49297) % 233280) / 233280
    const coarse = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(random() * 255)))
    const scene = await sharp(coarse, { raw: { width: 16, height: 12, channels: 3 } })
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer()
    const noise = await sharp({
      create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 8 } },
    })
      .raw()
      .toBuffer()
    for (let i = 0; i < scene.length; i++) scene[i] = Math.max(0, Math.min(255, scene[i] + noise[i] - 128))
    return sharp(scene, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer()
  })()
  const base = await basePhoto
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp(base)
        .modulate({ hue: index * 17 })
        .flop(index % 2 === 1)
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  )
}

function reportInput(overrides: Partial<ReportPdfInput> = {}): ReportPdfInput {
  const values: Record<string, FieldValue> = {
    ...completeValues(form.en),
    employerName: "Alexandria Container Terminal Co.",
    safeWorkingLoad: "5 t at 0–45°",
    repairs: HOSTILE,
    defects: [
      {
        id: randomUUID(),
        description: "Hoist rope: three broken wires in one lay length",
        danger: "byDate",
        remedyBy: "2027-01-15",
        photoIds: [],
      },
    ],
  }
  return {
    number: "LE-2026-00421",
    code: "7KQ4M2XW9P",
    verifyUrl: VERIFY_URL,
    languages: "en",
    form,
    values,
    photos: [],
    client: { name: "Alexandria Container Terminal Co.", site: "Berth 12, El Dekheila" },
    item: { item: "Mobile crane Liebherr LTM 1100-5.2", serial: "LTM-1100-0457" },
    inspectedOn: "2026-12-01",
    validUntil: "2027-06-01",
    issuedOn: "2026-12-07",
    examinedBy: {
      name: "Samir Gaber",
      qualifications: ["LEEA Diploma, no. 20417, until 2028-03-31"],
      on: "2026-12-01",
    },
    reviewedBy: {
      name: "Nadia Fawzy",
      qualifications: ["Written practice WP-07, review, until 2027-09-30"],
      on: "2026-12-07",
    },
    authorisedBy: {
      name: "Nadia Fawzy",
      qualifications: ["Written practice WP-07, review, until 2027-09-30"],
      on: "2026-12-07",
    },
    replaces: null,
    ...overrides,
  }
}

async function written(input: ReportPdfInput): Promise<string> {
  const file = path.join(tempDir("report-pdf-"), `${input.number}.pdf`)
  fs.writeFileSync(file, await renderReportPdf(input))
  return file
}

let english: string
let bilingual: string
beforeAll(async () => {
  const photos = await uploadedPhotos(2)
  const withPhotos = {
    photos: [
      { fieldId: "photos", caption: "Data plate on the crane's slewing frame", bytes: photos[0] },
      { fieldId: "photos", caption: "لوحة البيانات على ذراع الرافعة", bytes: photos[1] },
    ],
  }
  english = await written(reportInput(withPhotos))
  bilingual = await written(
    reportInput({
      ...withPhotos,
      number: "LE-2026-00422",
      languages: "ar-en",
      replaces: { number: "LE-2026-00421", reason: "The safe working load was stated for the wrong radius." },
    }),
  )
})

test("an English report: A4, its metadata, every font embedded and subset", () => {
  const info = pdfInfo(english)
  expect(info["Page size"]).toMatch(/595\.\d+ x 841\.\d+ pts \(A4\)/)
  expect(info.Title).toBe(`${form.en.title} LE-2026-00421`)
  expect(info.Author).toBe("Inspection")
  for (const font of pdfFonts(english)) expect(font).toMatchObject({ embedded: true, subset: true })
})

test("an English report shows its number, every particular, every field of the form, the values, photos and people", () => {
  const text = pdfText(english)
  const finds = (phrase: string) => expect([phrase, findsText(text, phrase)]).toEqual([phrase, true])
  finds("LE-2026-00421")
  finds(form.en.title)
  finds(form.en.standard)
  for (const label of Object.values(words.en.particulars).filter((label) => label !== words.en.particulars.noValidity))
    finds(label)
  for (const section of form.en.sections) {
    finds(section.title)
    for (const field of section.fields) finds(field.label)
  }
  // Citations, values as written, a choice by its label, yes/no, a day written out, the defect as a table row.
  finds("LOLER 1998 Sch. 1 para 5")
  finds("5 t at 0–45°")
  finds(form.en.sections[2].fields[0].options![0].label)
  finds("Alexandria Container Terminal Co.")
  finds("Mobile crane Liebherr LTM 1100-5.2")
  finds("LTM-1100-0457")
  finds("December 1, 2026")
  finds("June 1, 2027")
  finds("Hoist rope: three broken wires in one lay length")
  finds(words.en.defects.byDate)
  finds("January 15, 2027")
  // The photos' captions, under their field's label; the findings; who examined, reviewed and authorised, when.
  finds("Data plate on the crane's slewing frame")
  finds(words.en.findings.heading)
  finds(words.en.people.examinedBy)
  finds(words.en.people.reviewedBy)
  finds(words.en.people.authorisedBy)
  finds("Samir Gaber")
  finds("LEEA Diploma, no. 20417, until 2028-03-31")
  finds("Nadia Fawzy")
  finds("December 7, 2026")
  // English only: no Arabic label.
  expect(findsText(text, form.ar.title)).toBe(false)
})

test("a value that looks like Typst markup is printed as written, never read as markup", () => {
  const text = pdfText(english)
  expect(findsText(text, HOSTILE)).toBe(true)
  expect(text).not.toContain("0.14")
})

test("the QR code printed on the PDF opens the report's record", async () => {
  const dir = tempDir("report-qr-")
  execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", english, path.join(dir, "page")])
  const page = fs.readdirSync(dir).find((name) => name.endsWith(".png"))!
  expect(await decodeQr(fs.readFileSync(path.join(dir, page)))).toBe(VERIFY_URL)
})

test("a report for a company that reads Arabic carries each label in Arabic and English, the values as written", () => {
  const text = pdfText(bilingual)
  const finds = (phrase: string) => expect([phrase, findsText(text, phrase)]).toEqual([phrase, true])
  finds(form.ar.title)
  finds(form.en.title)
  for (const label of [words.ar.particulars.client, words.ar.particulars.item, words.ar.people.authorisedBy])
    finds(label)
  finds(form.ar.sections[0].title)
  finds(form.ar.sections[0].fields[0].label)
  finds(words.en.particulars.client)
  // Values as written: the English ones and an Arabic caption; days as 2026-12-01 between the two languages.
  finds("Alexandria Container Terminal Co.")
  finds("لوحة البيانات على ذراع الرافعة")
  finds("2026-12-01")
  // The amendment names the report it replaces and why, in both languages.
  finds("Replaces report LE-2026-00421: The safe working load was stated for the wrong radius.")
  finds("يحل محل التقرير")
})

test("a record kind has no period of validity", async () => {
  const text = pdfText(await written(reportInput({ number: "PT-2026-00007", validUntil: null })))
  expect(findsText(text, words.en.particulars.noValidity)).toBe(true)
})

test("defects and NDT indications are tables; a list or a paragraph longer than a page runs on, nothing cut off", async () => {
  const ndt = {
    en: forms.en.find((entry) => entry.kind === "ndt-report")!,
    ar: forms.ar.find((entry) => entry.kind === "ndt-report")!,
  }
  const indications = Array.from({ length: 120 }, (_, index) => ({
    id: randomUUID(),
    location: `Weld W${index + 1}, ${index * 40} mm from datum`,
    size: `${(index % 7) + 1} mm`,
    evaluation: (["accept", "reject", "record"] as const)[index % 3],
    photoIds: [],
  }))
  const remarks = `${"Scanned from both sides of the weld cap at 45° and 60°, couplant water. ".repeat(65)}End of remarks.`
  const file = await written(
    reportInput({
      number: "NR-2026-00031",
      form: ndt,
      values: { ...completeValues(ndt.en), indications, remarks },
      validUntil: null,
    }),
  )
  const text = pdfText(file)
  for (const phrase of [
    ...Object.values(words.en.indications).slice(0, 3),
    "Weld W1, 0 mm from datum",
    "Weld W120, 4760 mm from datum",
    "End of remarks.",
    "Indications: 40 accepted, 40 rejected, 40 recorded",
    words.en.people.authorisedBy,
  ])
    expect([phrase, findsText(text, phrase)]).toEqual([phrase, true])
})

test("20 photos: the PDF stays within 5 MB; its time is printed", async () => {
  const photos = (await uploadedPhotos(20)).map((bytes, index) => ({
    fieldId: "photos",
    caption: `Photo ${index + 1}: hook block from the ${index % 2 ? "left" : "right"}`,
    bytes,
  }))
  const input = reportInput({ number: "LE-2026-00423", photos })
  const times: number[] = []
  let pdf: Uint8Array = new Uint8Array()
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    pdf = await renderReportPdf(input)
    times.push(performance.now() - started)
  }
  console.log(
    `Report PDF with 20 photos: ${(pdf.length / 1_000_000).toFixed(2)} MB, ${times.map((ms) => `${Math.round(ms)} ms`).join(", ")}`,
  )
  expect(pdf.length).toBeLessThanOrEqual(5_000_000)
  const file = path.join(tempDir("report-20-"), "report.pdf")
  fs.writeFileSync(file, pdf)
  expect(findsText(pdfText(file), "Photo 20: hook block from the left")).toBe(true)
})
