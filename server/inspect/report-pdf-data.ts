import { COLORS, logoMarkSvg } from "../../src/lib/brand"
import { hasArabic, isolateLtrRuns } from "../../src/lib/bidi-runs"
import { fill, formatDate, leftToRight } from "../../src/lib/format"
import type { DefectValue, FieldValue, IndicationValue } from "../../src/lib/inspect-replies"
import type { ReportField } from "../../src/lib/report-form-schema"
import type { ReportPdfTexts } from "../../src/lib/report-pdf-texts-schema"
import { localizePath, type Locale } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import type { ReportPdfInput } from "./report-pdf-input"

// What the report's Typst template (report-pdf.typ) lays out, made from the issuing's input and the words of
// data/report-pdf.json: every text already chosen, filled and formatted, so the template only places strings.
// A label is in the report's languages ({ en, ar }, ar null for an English report); a value the inspector or the
// office wrote stays as written ({ text, rtl }), set right to left when it begins in Arabic.

export type PdfLabel = { en: string; ar: string | null }
export type PdfWritten = { text: string; rtl: boolean }
type Cell = PdfLabel | PdfWritten
type PdfValue =
  | { type: "text"; text: PdfWritten }
  | { type: "label"; label: PdfLabel }
  | { type: "empty"; label: PdfLabel }
  | { type: "table"; head: PdfLabel[]; rows: Cell[][]; none: PdfLabel }

export type ReportPdfWords = { brand: string; texts: { en: ReportPdfTexts; ar: ReportPdfTexts } }

const FIRST_STRONG = /[A-Za-z\u00C0-\u024F]|[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

// A text as written: Arabic when its first letter is, its codes and figures isolated as on the site.
export function written(text: string): PdfWritten {
  const rtl = hasArabic(FIRST_STRONG.exec(text)?.[0] ?? "")
  return { text: hasArabic(text) ? isolateLtrRuns(text) : text, rtl }
}

// The report's languages, and the words and forms in them.
function languagesOf(input: ReportPdfInput, { texts }: ReportPdfWords) {
  const bilingual = input.languages === "ar-en"
  const both = (english: string, arabic: string | undefined): PdfLabel => ({
    en: english,
    ar: bilingual && arabic !== undefined ? isolateLtrRuns(arabic) : null,
  })
  const arabicFields = new Map(input.form.ar.sections.flatMap((section) => section.fields).map((f) => [f.id, f]))
  return {
    both,
    says: (pick: (texts: ReportPdfTexts) => string, values: Record<string, string | number> = {}) =>
      both(fill(pick(texts.en), values), fill(pick(texts.ar), values)),
    // A day: written out in an English report; as 2026-12-07 where two languages share the page.
    day: (iso: string) => (bilingual ? iso : formatDate(iso, "en")),
    arabicField: (id: string) => arabicFields.get(id),
  }
}
type Languages = ReturnType<typeof languagesOf>

// A choice by its option's label, a yes/no by its word; null for a value that is neither.
function answerOf({ both, says, arabicField }: Languages, field: ReportField, value: FieldValue): PdfLabel | null {
  if (field.type === "yesNo" && typeof value === "boolean") return says((t) => (value ? t.values.yes : t.values.no))
  if (field.type !== "choice") return null
  const option = field.options?.find((choice) => choice.value === value)
  const arabic = arabicField(field.id)?.options?.find((choice) => choice.value === value)
  return option ? both(option.label, arabic?.label) : null
}

function fieldValue(languages: Languages, field: ReportField, value: FieldValue | undefined, photos: number): PdfValue {
  const { says, day } = languages
  const photosValue = (): PdfValue =>
    photos
      ? { type: "label", label: says((t) => t.values.photoCount, { count: photos }) }
      : { type: "empty", label: says((t) => t.values.nonePhotos) }
  if (field.type === "photos") return photosValue()
  if (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && !value.length && !tables(field))
  )
    return { type: "empty", label: says((t) => t.values.notStated) }
  const answer = answerOf(languages, field, value)
  if (answer) return { type: "label", label: answer }
  if (field.type === "defects")
    return {
      type: "table",
      head: [says((t) => t.defects.defect), says((t) => t.defects.danger), says((t) => t.defects.remedyBy)],
      rows: (value as DefectValue[]).map((defect) => [
        written(defect.description),
        says((t) => t.defects[defect.danger]),
        written(defect.remedyBy ? day(defect.remedyBy) : "—"),
      ]),
      none: says((t) => t.defects.none),
    }
  if (field.type === "indications")
    return {
      type: "table",
      head: [
        says((t) => t.indications.location),
        says((t) => t.indications.size),
        says((t) => t.indications.evaluation),
      ],
      rows: (value as IndicationValue[]).map((indication) => [
        written(indication.location),
        written(indication.size),
        says((t) => t.indications[indication.evaluation]),
      ]),
      none: says((t) => t.indications.none),
    }
  if (field.type === "number" && field.unit) return { type: "text", text: written(`${String(value)} ${field.unit}`) }
  if (field.type === "date" && typeof value === "string") return { type: "text", text: written(day(value)) }
  return { type: "text", text: written(String(value)) }
}
// A value that may be longer than what is left of a page, or than a page: its row may continue on the next one.
const mayRunOn = (value: PdfValue) =>
  (value.type === "table" && value.rows.length > 4) || (value.type === "text" && value.text.text.length > 600)
const tables = (field: ReportField) => field.type === "defects" || field.type === "indications"

export function reportPdfData(input: ReportPdfInput, words: ReportPdfWords, photoPaths: string[], qrSvg: string) {
  const languages = languagesOf(input, words)
  const { both, says, day, arabicField } = languages
  const { en, ar } = words.texts
  const brand = words.brand
  const arabicSections = new Map(input.form.ar.sections.map((section) => [section.id, section]))
  const fields = input.form.en.sections.flatMap((section) => section.fields)
  const fieldLabel = (field: ReportField) => both(field.label, arabicField(field.id)?.label)
  const photoCount = (fieldId: string) => input.photos.filter((photo) => photo.fieldId === fieldId).length
  const verifyPage = (locale: Locale) => `${new URL(input.verifyUrl).origin}${localizePath(VERIFY_PATH, locale)}`

  const sections = input.form.en.sections.map((section) => ({
    title: both(section.title, arabicSections.get(section.id)?.title),
    fields: section.fields.map((field) => {
      const value = fieldValue(languages, field, input.values[field.id], photoCount(field.id))
      return { label: fieldLabel(field), cites: field.cites ?? null, value, long: mayRunOn(value) }
    }),
  }))

  return {
    colors: {
      navy: COLORS.navy[900],
      steel: COLORS.steel[700],
      accent: COLORS.accent[500],
      mist: COLORS.mist[100],
      mistLine: COLORS.mist[200],
    },
    brand,
    logoSvg: logoMarkSvg(),
    qrSvg,
    verifyUrl: input.verifyUrl,
    metaTitle: fill(en.documentTitle, { title: input.form.en.title, number: input.number }),
    number: input.number,
    title: both(input.form.en.title, input.form.ar.title),
    standard: {
      label: says((t) => t.particulars.standard),
      value: both(input.form.en.standard, input.form.ar.standard),
    },
    qrScan: says((t) => t.qr.scan, { brand }),
    particulars: [
      { label: says((t) => t.particulars.number), value: written(input.number), strong: true },
      { label: says((t) => t.particulars.client), value: written(input.client.name), strong: false },
      { label: says((t) => t.particulars.site), value: written(input.client.site), strong: false },
      { label: says((t) => t.particulars.item), value: written(input.item.item), strong: false },
      { label: says((t) => t.particulars.serial), value: written(input.item.serial ?? "—"), strong: false },
      { label: says((t) => t.particulars.inspectedOn), value: written(day(input.inspectedOn)), strong: false },
      {
        label: says((t) => t.particulars.validUntil),
        value: input.validUntil ? written(day(input.validUntil)) : says((t) => t.particulars.noValidity),
        strong: input.validUntil !== null,
      },
      { label: says((t) => t.particulars.issuedOn), value: written(day(input.issuedOn)), strong: false },
    ],
    replaces: input.replaces && {
      heading: says((t) => t.amendment.heading),
      text: says((t) => t.amendment.replaces, { ...input.replaces }),
    },
    sections,
    findings: findings(input, languages),
    photos: {
      heading: says((t) => t.photos.heading),
      items: input.photos.map((photo, index) => {
        const field = fields.find((f) => f.id === photo.fieldId)
        return {
          path: photoPaths[index],
          field: field ? fieldLabel(field) : both(photo.fieldId, photo.fieldId),
          caption: photo.caption.trim() ? written(photo.caption) : says((t) => t.photos.noCaption),
          // What a screen reader says of the photo: its caption, else its field.
          alt: photo.caption.trim() || field?.label || photo.fieldId,
        }
      }),
    },
    people: {
      heading: says((t) => t.people.heading),
      qualifications: says((t) => t.people.qualifications),
      on: says((t) => t.people.on),
      items: (
        [
          [input.examinedBy, (t: ReportPdfTexts) => t.people.examinedBy],
          [input.reviewedBy, (t: ReportPdfTexts) => t.people.reviewedBy],
          [input.authorisedBy, (t: ReportPdfTexts) => t.people.authorisedBy],
        ] as const
      ).map(([person, role]) => ({
        role: says(role),
        name: written(person.name),
        qualifications: person.qualifications.length
          ? person.qualifications.map(written)
          : [says((t) => t.people.noQualification)],
        on: written(day(person.on)),
      })),
    },
    footer: {
      page: both(en.footer.page, ar.footer.page),
      check: written(fill(en.footer.check, { brand, url: verifyPage("en") })),
      // The address kept whole inside the Arabic sentence (its "https:" would otherwise stand apart).
      checkAr:
        input.languages === "ar-en"
          ? written(fill(ar.footer.check, { brand, url: leftToRight(verifyPage("ar")) }))
          : null,
    },
  }
}

// The findings, first what makes the equipment unsafe: each defect by its danger, the NDT indications counted by
// their evaluation, and the verdict the form asks for — a required yes/no (safe to operate), or a choice in the
// section of the photos or the indications (the result).
function findings(input: ReportPdfInput, languages: Languages) {
  const { says, day } = languages
  const items: { label: PdfLabel; text: PdfWritten | null; danger?: boolean }[] = []
  const danger = { now: 0, byDate: 1, no: 2 } as const
  for (const section of input.form.en.sections) {
    const resultSection = section.fields.some((field) => field.type === "photos" || field.type === "indications")
    for (const field of section.fields) {
      const value = input.values[field.id] ?? null
      if (field.type === "defects") {
        const defects = [...(Array.isArray(value) ? (value as DefectValue[]) : [])]
        if (!defects.length) items.push({ label: says((t) => t.findings.noDefect), text: null })
        for (const defect of defects.sort((a, b) => danger[a.danger] - danger[b.danger]))
          items.push({
            label: says((t) =>
              defect.danger === "now"
                ? t.findings.defectNow
                : defect.danger === "byDate"
                  ? fill(t.findings.defectByDate, { date: defect.remedyBy ? day(defect.remedyBy) : "—" })
                  : t.findings.defectLater,
            ),
            text: written(defect.description),
            danger: defect.danger === "now",
          })
      } else if (field.type === "indications") {
        const indications = Array.isArray(value) ? (value as IndicationValue[]) : []
        const count = (evaluation: IndicationValue["evaluation"]) =>
          indications.filter((indication) => indication.evaluation === evaluation).length
        const counts = { accept: count("accept"), reject: count("reject"), record: count("record") }
        items.push({ label: says((t) => t.findings.indications, counts), text: null })
      } else if ((field.type === "yesNo" && field.required) || (field.type === "choice" && resultSection)) {
        const answer = value === null ? null : answerOf(languages, field, value)
        const label = languages.both(field.label, languages.arabicField(field.id)?.label)
        if (answer)
          items.push({
            label: { en: `${label.en}: ${answer.en}`, ar: label.ar && answer.ar && `${label.ar}: ${answer.ar}` },
            text: null,
          })
      }
    }
  }
  // A danger now colours the block as the register's "do not use" does.
  const dangerous = items.some((item) => item.danger)
  return {
    heading: says((t) => t.findings.heading),
    danger: dangerous,
    items: items.map(({ label, text }) => ({ label, text })),
  }
}

export type ReportPdfData = ReturnType<typeof reportPdfData>
