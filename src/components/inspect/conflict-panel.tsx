import * as React from "react"
import { fill } from "../../lib/format"
import type { FieldValue } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { ReportForm } from "../../lib/report-form-schema"
import type { ConflictChoice } from "./conflict-choice"
import type { ServerCopy } from "./device-store"
import { BIG_BUTTON, BIG_QUIET } from "./inspect-styles"

// A value as a person reads it in the comparison.
function shown(value: FieldValue | undefined, texts: Pick<InspectTexts, "report" | "photos">): string {
  if (value === undefined || value === null || value === "") return "—"
  if (typeof value === "boolean") return value ? texts.report.yes : texts.report.no
  if (Array.isArray(value))
    return value.every((entry) => typeof entry === "string")
      ? fill(texts.photos.count, { count: value.length })
      : value.map((entry) => ("description" in entry ? entry.description : entry.location)).join("; ")
  return String(value)
}

// The server had a newer version than the one this edit started from (409): both versions, field by field where
// they differ, and three choices. Nothing is merged.
export function ConflictPanel({
  form,
  mine,
  theirs,
  texts,
  when,
  onChoose,
}: {
  form: ReportForm | undefined
  mine: Record<string, FieldValue>
  theirs: ServerCopy
  texts: Pick<InspectTexts, "conflict" | "report" | "photos">
  // The server's time as the person reads it.
  when: string
  onChoose: (choice: ConflictChoice) => void
}) {
  const words = texts.conflict
  const labels = new Map(form?.sections.flatMap((section) => section.fields.map((field) => [field.id, field.label])))
  const ids = [...new Set([...Object.keys(mine), ...Object.keys(theirs.values)])].filter(
    (id) => JSON.stringify(mine[id] ?? null) !== JSON.stringify(theirs.values[id] ?? null),
  )
  const theirsTitle = words.theirs.replace("{who}", theirs.updatedBy).replace("{when}", when)
  return (
    <section role="alertdialog" aria-labelledby="conflict-heading" className="rounded-lg border-2 border-accent-600 bg-white p-3">
      <h2 id="conflict-heading" className="text-lg font-bold text-navy-900">
        {words.heading}
      </h2>
      <p className="mt-1 text-base text-slate-900">{words.intro}</p>
      <dl className="mt-3 space-y-3">
        {ids.map((id) => (
          <div key={id} className="rounded-md border border-slate-300 p-2">
            <dt className="font-semibold text-slate-950">{labels.get(id) ?? id}</dt>
            <dd className="mt-1 text-base">
              <span className="block text-sm font-semibold text-slate-700">{words.mine}</span>
              {shown(mine[id], texts)}
            </dd>
            <dd className="mt-1 text-base">
              <span className="block text-sm font-semibold text-slate-700">{theirsTitle}</span>
              {shown(theirs.values[id], texts)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 grid gap-2">
        <button type="button" className={BIG_BUTTON} onClick={() => onChoose("mine")}>
          {words.keepMine}
        </button>
        <button type="button" className={BIG_QUIET} onClick={() => onChoose("theirs")}>
          {words.keepTheirs}
        </button>
        <button type="button" className={BIG_QUIET} onClick={() => onChoose("both")}>
          {words.keepBoth}
        </button>
      </div>
    </section>
  )
}
