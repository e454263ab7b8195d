import * as React from "react"
import { DAY_SHAPE } from "../../lib/cairo-time"
import { formatDate } from "../../lib/format"
import type { FieldValue, ReportPhoto } from "../../lib/inspect-replies"
import type { ReportField } from "../../lib/report-form-schema"

const day = (value: string) => (DAY_SHAPE.test(value) ? formatDate(value, "en-GB") : value)

// LOLER 1998 Sch. 1 para 8: whether a defect is a danger now, or will become one by the date it must be remedied.
const DANGER_WORDS = {
  now: "A danger to people now: do not use",
  byDate: "Will become a danger to people",
  no: "Not a danger to people",
} as const
const EVALUATION_WORDS = { accept: "Accepted", reject: "Rejected", record: "Recorded" } as const

const captions = (ids: readonly string[], photos: readonly ReportPhoto[]) =>
  ids.map((id) => photos.find((photo) => photo.id === id)?.caption || "photo").join(", ")

type Props = { field: ReportField; value: FieldValue | undefined; photos: readonly ReportPhoto[] }

// One field's value as the office reads it: a choice by its option's label, a date written out, a number with its
// unit, yes or no in words, a defect or an indication whole; a field not filled says so.
export function ReportFieldValue({ field, value, photos }: Props) {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
    if (field.type === "photos") return null
    const none = field.type === "defects" ? "None recorded" : field.type === "indications" ? "None recorded" : null
    return <span className="italic text-slate-600">{none ?? "Not filled"}</span>
  }
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>
  if (typeof value === "number") return <>{field.unit ? `${value} ${field.unit}` : String(value)}</>
  if (typeof value === "string") {
    if (field.type === "choice") return <>{field.options?.find((option) => option.value === value)?.label ?? value}</>
    if (field.type === "date") return <>{day(value)}</>
    return <span className="whitespace-pre-line break-words">{field.unit ? `${value} ${field.unit}` : value}</span>
  }
  if (field.type === "photos") return null
  return (
    <ol className="list-decimal space-y-2 ps-5">
      {value.map((entry) => {
        if (typeof entry === "string") return null
        if ("description" in entry)
          return (
            <li key={entry.id} className={entry.danger === "now" ? "font-semibold text-red-800" : undefined}>
              <p className="whitespace-pre-line break-words">{entry.description}</p>
              <p>
                {DANGER_WORDS[entry.danger]}
                {entry.remedyBy && `; remedy by ${day(entry.remedyBy)}`}
              </p>
              {entry.photoIds.length > 0 && (
                <p className="font-normal text-slate-700">{`Photos: ${captions(entry.photoIds, photos)}`}</p>
              )}
            </li>
          )
        return (
          <li key={entry.id}>
            <p className="break-words">{`${entry.location}: ${entry.size}`}</p>
            <p>{EVALUATION_WORDS[entry.evaluation]}</p>
            {entry.photoIds.length > 0 && (
              <p className="text-slate-700">{`Photos: ${captions(entry.photoIds, photos)}`}</p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
