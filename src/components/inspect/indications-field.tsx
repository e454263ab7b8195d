import * as React from "react"
import type { IndicationValue } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { StoredPhoto } from "./device-store"
import { EntryList } from "./entry-list"
import { FIELD_LABEL, INPUT_BIG } from "./inspect-styles"
import { photoTextsOf, type PhotoActions } from "./photo-list"

const EVALUATIONS = ["accept", "reject", "record"] as const
const TEXTS = [
  ["location", 500],
  ["size", 200],
] as const

// An NDT report's indications: each with its location, size and evaluation against the acceptance standard.
export function IndicationsField({
  fieldId,
  value,
  onChange,
  photos,
  photoActions,
  texts,
  newId,
}: {
  fieldId: string
  value: readonly IndicationValue[]
  onChange: (update: (current: IndicationValue[]) => IndicationValue[]) => void
  photos: readonly StoredPhoto[]
  photoActions: PhotoActions
  texts: Pick<InspectTexts, "indications" | "photos" | "review">
  newId: () => string
}) {
  const words = texts.indications
  return (
    <EntryList
      fieldId={fieldId}
      value={value}
      onChange={onChange}
      make={(): IndicationValue => ({ id: newId(), location: "", size: "", evaluation: "record", photoIds: [] })}
      name={(index) => `${words.location} ${index + 1}`}
      words={words}
      photos={photos}
      photoActions={photoActions}
      photoTexts={photoTextsOf(texts)}
    >
      {(indication, change) => (
        <>
          {TEXTS.map(([key, max]) => (
            <label key={key} className={`mt-3 first:mt-0 ${FIELD_LABEL}`}>
              {words[key]}
              <input
                className={INPUT_BIG}
                value={indication[key]}
                maxLength={max}
                onChange={(event) => change({ [key]: event.currentTarget.value })}
              />
            </label>
          ))}
          <label className={`mt-3 ${FIELD_LABEL}`}>
            {words.evaluation}
            <select
              className={INPUT_BIG}
              value={indication.evaluation}
              onChange={(event) => change({ evaluation: event.currentTarget.value as IndicationValue["evaluation"] })}
            >
              {EVALUATIONS.map((evaluation) => (
                <option key={evaluation} value={evaluation}>
                  {words[evaluation]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </EntryList>
  )
}
