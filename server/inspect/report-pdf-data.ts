import { COLORS, logoMarkSvg } from "../../src/lib/brand"
import { hasArabic, isolateLtrRuns } from "../../src/lib/bidi-runs"
import { fill, formatDate } from "../../src/lib/format"
import type { DefectValue, FieldValue, IndicationValue } from "../../src/lib/inspect-replies"
import type { ReportField, ReportForm } from "../../src/lib/report-form-schema"
import type { ReportPdfTexts } from "../../src/lib/report-pdf-texts-schema"
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

export function reportPdfData(input: ReportPdfInput, words: ReportPdfWords, photoPaths: string[], qrSvg: string) {
  const bilingual = input.languages === "ar-en"
  const { en, ar } = words.texts
  const brand = words.brand
  const both = (english: string, arabic: string | undefined): PdfLabel => ({
    en: english,
    ar: bilingual && arabic !== undefined ? isolateLtrRuns(arabic) : null,
  })
  const says = (pick: (texts: ReportPdfTexts) => string, values: Record<string, string | number> = {}) =>
    both(fill(pick(en), values), fill(pick(ar), values))
  // A day: written out in an English report; as 2026-12-07 where two languages share the page.
  const day = (iso: string) => (bilingual ? iso : formatDate(iso, "en"))
  const arabicFields = new Map(input.form.ar.sections.flatMap((section) => section.fields).map((f) => [f.id, f]))
  const arabicSections = new Map(input.form.ar.sections.map((section) => [section.id, section]))
  const fieldLabel = (field: ReportField) => both(field.label, arabicFields.get(field.id)?.label)
  const photoCount = (fieldId: string) => input.photos.filter((photo) => photo.fieldId === fieldId).length

  const fieldValue = (field: ReportField, value: FieldValue | undefined): PdfValue => {
    const empty: PdfValue = { type: "empty", label: says((t) => t.values.notStated) }
    if (value === null || value === undefined || value === "") return field.type === "photos" ? photosValue() : empty
    switch (field.type) {
      case "number":
        return { type: "text", text: written(field.unit ? `${value} ${field.unit}` : String(value)) }
      case "date":
        return { type: "text", text: written(typeof value === "string" ? day(value) : String(value)) }
      case "yesNo":
        return { type: "label", label: says((t) => (value === true ? t.values.yes : t.values.no)) }
      case "choice": {
        const option = field.options?.find((choice) => choice.value === value)
        const arabic = arabicFields.get(field.id)?.options?.find((choice) => choice.value === value)
        return option ? { type: "label", label: both(option.label, arabic?.label) } : textValue(value)
      }
      case "defects":
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
      case "indications":
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
      case "photos":
        return photosValue()
      default:
        return textValue(value)
    }
    function photosValue(): PdfValue {
      const count = photoCount(field.id)
      return count
        ? { type: "label", label: says((t) => t.values.photoCount, { count }) }
        : { type: "empty", label: says((t) => t.values.nonePhotos) }
    }
  }
  const textValue = (value: FieldValue): PdfValue => ({ type: "text", text: written(String(value)) })

  const sections = input.form.en.sections.map((section) => ({
    title: both(section.title, arabicSections.get(section.id)?.title),
    fields: section.fields.map((field) => ({
      label: fieldLabel(field),
      cites: field.cites ?? null,
      value: fieldValue(field, input.values[field.id]),
    })),
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
    findings: findings(input, says, day),
    photos: {
      heading: says((t) => t.photos.heading),
      items: input.photos.map((photo, index) => {
        const field = input.form.en.sections.flatMap((section) => section.fields).find((f) => f.id === photo.fieldId)
        return {
          path: photoPaths[index],
          field: field ? fieldLabel(field) : both(photo.fieldId, photo.fieldId),
          caption: photo.caption.trim() ? written(photo.caption) : says((t) => t.photos.noCaption),
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
      check: written(fill(en.footer.check, { brand, url: `${new URL(input.verifyUrl).origin}${VERIFY_PATH}` })),
      checkAr: bilingual
        ? written(fill(ar.footer.check, { brand, url: `${new URL(input.verifyUrl).origin}/ar${VERIFY_PATH}` }))
        : null,
    },
  }
}

// The findings, first what makes the equipment unsafe: each defect by its danger, the NDT indications counted by
// their evaluation, and the verdict the form asks for — a required yes/no (safe to operate), a choice beside the
// photos or indications (the result).
function findings(
  input: ReportPdfInput,
  says: (pick: (texts: ReportPdfTexts) => string, values?: Record<string, string | number>) => PdfLabel,
  day: (iso: string) => string,
) {
  const items: { label: PdfLabel; text: PdfWritten | null }[] = []
  let danger = false
  for (const section of input.form.en.sections) {
    const verdictSection = section.fields.some((field) => field.type === "photos" || field.type === "indications")
    for (const field of section.fields) {
      const value = input.values[field.id]
      if (field.type === "defects") {
        const defects = Array.isArray(value) ? (value as DefectValue[]) : []
        if (!defects.length) items.push({ label: says((t) => t.findings.noDefect), text: null })
        const order = { now: 0, byDate: 1, no: 2 } as const
        for (const defect of [...defects].sort((a, b) => order[a.danger] - order[b.danger])) {
          danger ||= defect.danger === "now"
          const label =
            defect.danger === "now"
              ? says((t) => t.findings.defectNow)
              : defect.danger === "byDate"
                ? says((t) => t.findings.defectByDate, { date: defect.remedyBy ? day(defect.remedyBy) : "—" })
                : says((t) => t.findings.defectLater)
          items.push({ label, text: written(defect.description) })
        }
      } else if (field.type === "indications") {
        const indications = Array.isArray(value) ? (value as IndicationValue[]) : []
        const count = (evaluation: IndicationValue["evaluation"]) =>
          indications.filter((indication) => indication.evaluation === evaluation).length
        items.push({
          label: says((t) => t.findings.indications, {
            accept: count("accept"),
            reject: count("reject"),
            record: count("record"),
          }),
          text: null,
        })
      } else if ((field.type === "yesNo" && field.required) || (field.type === "choice" && verdictSection)) {
        if (value === null || value === undefined || value === "") continue
        const arabic = input.form.ar.sections.flatMap((s) => s.fields).find((f) => f.id === field.id)
        const answer =
          field.type === "yesNo"
            ? says((t) => (value === true ? t.values.yes : t.values.no))
            : (() => {
                const option = field.options?.find((choice) => choice.value === value)
                const arabicOption = arabic?.options?.find((choice) => choice.value === value)
                return says(() => option?.label ?? String(value)).ar === null
                  ? { en: option?.label ?? String(value), ar: null }
                  : { en: option?.label ?? String(value), ar: isolateLtrRuns(arabicOption?.label ?? String(value)) }
              })()
        items.push({
          label: {
            en: `${field.label}: ${answer.en}`,
            ar: answer.ar === null ? null : isolateLtrRuns(`${arabic?.label ?? field.label}: ${answer.ar}`),
          },
          text: null,
        })
      }
    }
  }
  return { heading: says((t) => t.findings.heading), danger, items }
}

export type ReportPdfData = ReturnType<typeof reportPdfData>
export type { ReportForm }
