import * as React from "react"
import type { DefectValue, FieldValue, IndicationValue } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { ReportField, ReportForm } from "../../lib/report-form-schema"
import type { ReviewComment } from "../../lib/review-replies"
import { BidiText } from "../ui/bidi-text"
import { DefectsField } from "./defects-field"
import type { StoredPhoto } from "./device-store"
import { commentId, helpId, inputId } from "./field-ids"
import { IndicationsField } from "./indications-field"
import { FIELD_LABEL, HELP, INPUT_BIG } from "./inspect-styles"
import { PhotoList, photoTextsOf, type PhotoActions } from "./photo-list"

export type Values = Record<string, FieldValue>
export type FormTexts = Pick<InspectTexts, "report" | "defects" | "indications" | "photos" | "review">

type Props = {
  form: ReportForm
  values: Values
  // A field's new value from its current one (photos arrive after the person typed on).
  onChange: (fieldId: string, update: (current: FieldValue | undefined) => FieldValue) => void
  onDangerNow: (defectId: string) => void
  notices: Record<string, { sent: boolean }>
  photos: readonly StoredPhoto[]
  photoActions: PhotoActions
  // Fields the last submit found empty: marked invalid until filled.
  missing: ReadonlySet<string>
  texts: FormTexts
  newId: () => string
  // A reviewer's comments on fields (issue 62), by field id: each shown beside its field.
  comments?: Readonly<Record<string, readonly ReviewComment[]>>
}

// A report drawn from its form definition (data/report-forms/): its sections in order, each field by its type, the
// field's help line under its label, a required one marked in words (not by colour or an asterisk alone).
export function ReportFormView(props: Props) {
  const { form } = props
  return (
    <div className="space-y-6">
      {form.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-5">
          <h2 id={`section-${section.id}`} className="border-b-2 border-navy-900 pb-1 text-lg font-bold text-navy-900">
            <BidiText text={section.title} />
          </h2>
          {section.fields.map((field) => (
            <FieldBlock key={field.id} field={field} {...props} />
          ))}
        </section>
      ))}
    </div>
  )
}

function FieldBlock({ field, ...props }: Props & { field: ReportField }) {
  const { texts } = props
  const value = props.values[field.id]
  const invalid = props.missing.has(field.id) || undefined
  const label = (
    <>
      <BidiText text={field.label} />
      {field.unit && (
        <span className="font-normal">
          {" "}
          (<bdi dir="ltr">{field.unit}</bdi>)
        </span>
      )}
      {field.required && <span className="ms-2 text-sm font-normal text-red-800">({texts.report.required})</span>}
    </>
  )
  const help = (
    <span id={helpId(field.id)} className={HELP}>
      <BidiText text={field.help} />
      {field.cites && (
        <span className="block text-xs text-slate-600">
          <BidiText text={field.cites} />
        </span>
      )}
    </span>
  )
  const remarks = props.comments?.[field.id] ?? []
  const described = remarks.length ? `${helpId(field.id)} ${commentId(field.id)}` : helpId(field.id)
  const comment = remarks.length > 0 && (
    <div
      id={commentId(field.id)}
      className="mt-1 space-y-1 rounded-md border-s-4 border-accent-500 bg-amber-50 px-3 py-2 text-base text-slate-950"
    >
      {remarks.map((remark, index) => (
        <p key={index}>
          <span className="font-semibold">{texts.review.comment}: </span>
          {/* The reviewer's own words, in whichever language they wrote: read in their own direction. */}
          <bdi>{remark.text}</bdi>
        </p>
      ))}
    </div>
  )
  const common = {
    id: inputId(field.id),
    "aria-describedby": described,
    "aria-invalid": invalid,
    "aria-required": field.required || undefined,
    className: INPUT_BIG,
  }
  const set = (next: FieldValue) => props.onChange(field.id, () => next)
  const text = typeof value === "string" ? value : ""

  if (field.type === "yesNo" || field.type === "choice" && (field.options?.length ?? 0) <= 4) {
    const options =
      field.type === "yesNo"
        ? [
            { value: true, label: texts.report.yes },
            { value: false, label: texts.report.no },
          ]
        : (field.options ?? []).map((option) => ({ value: option.value, label: option.label }))
    return (
      <fieldset aria-describedby={described} aria-invalid={invalid} data-field={field.id}>
        <legend className={FIELD_LABEL}>{label}</legend>
        {help}
        {comment}
        <div className="mt-1 grid gap-1" id={inputId(field.id)} tabIndex={-1}>
          {options.map((option) => (
            <label key={String(option.value)} className="flex min-h-11 items-center gap-3 text-base text-slate-950">
              <input
                type="radio"
                className="h-6 w-6 shrink-0"
                name={field.id}
                checked={value === option.value}
                onChange={() => set(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }
  if (field.type === "defects" || field.type === "indications" || field.type === "photos") {
    return (
      <fieldset aria-describedby={described} aria-invalid={invalid} data-field={field.id}>
        <legend className={FIELD_LABEL}>{label}</legend>
        {help}
        {comment}
        <div id={inputId(field.id)} tabIndex={-1}>
          {field.type === "defects" ? (
            <DefectsField
              fieldId={field.id}
              value={Array.isArray(value) ? (value as DefectValue[]) : []}
              onChange={(update) =>
                props.onChange(field.id, (current) => update(Array.isArray(current) ? (current as DefectValue[]) : []))
              }
              onDangerNow={props.onDangerNow}
              notices={props.notices}
              photos={props.photos}
              photoActions={props.photoActions}
              texts={texts}
              newId={props.newId}
            />
          ) : field.type === "indications" ? (
            <IndicationsField
              fieldId={field.id}
              value={Array.isArray(value) ? (value as IndicationValue[]) : []}
              onChange={(update) =>
                props.onChange(field.id, (current) =>
                  update(Array.isArray(current) ? (current as IndicationValue[]) : []),
                )
              }
              photos={props.photos}
              photoActions={props.photoActions}
              texts={texts}
              newId={props.newId}
            />
          ) : (
            <PhotoList
              fieldId={field.id}
              name={field.label}
              photos={props.photos.filter((photo) => photo.fieldId === field.id)}
              order={Array.isArray(value) ? (value as string[]) : []}
              actions={props.photoActions}
              texts={photoTextsOf(texts)}
              onAdded={(photoId) =>
                props.onChange(field.id, (current) => [...(Array.isArray(current) ? (current as string[]) : []), photoId])
              }
            />
          )}
        </div>
      </fieldset>
    )
  }
  return (
    <div data-field={field.id}>
      <label htmlFor={inputId(field.id)} className={FIELD_LABEL}>
        {label}
      </label>
      {help}
      {comment}
      {field.type === "paragraph" ? (
        <textarea {...common} rows={4} maxLength={5000} value={text} onChange={(event) => set(event.currentTarget.value)} />
      ) : field.type === "choice" ? (
        <select {...common} value={text} onChange={(event) => set(event.currentTarget.value || null)}>
          <option value="">{texts.report.choose}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === "number" ? (
        <input
          {...common}
          type="text"
          inputMode="decimal"
          dir="ltr"
          defaultValue={typeof value === "number" ? String(value) : ""}
          onChange={(event) => {
            const typed = event.currentTarget.value.replace(",", ".").trim()
            set(typed === "" || Number.isNaN(Number(typed)) ? null : Number(typed))
          }}
        />
      ) : field.type === "date" ? (
        <input {...common} type="date" value={text} onChange={(event) => set(event.currentTarget.value || null)} />
      ) : (
        <input {...common} type="text" maxLength={5000} value={text} onChange={(event) => set(event.currentTarget.value)} />
      )}
    </div>
  )
}
