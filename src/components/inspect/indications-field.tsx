import * as React from "react"
import type { IndicationValue } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { StoredPhoto } from "./device-store"
import { BIG_BUTTON, BIG_QUIET, BOX, FIELD_LABEL, INPUT_BIG } from "./inspect-styles"
import { PhotoList, type PhotoActions } from "./photo-list"

const EVALUATIONS = ["accept", "reject", "record"] as const

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
  texts: Pick<InspectTexts, "indications" | "photos">
  newId: () => string
}) {
  const words = texts.indications
  const change = (id: string, patch: Partial<IndicationValue>) =>
    onChange((current) => current.map((indication) => (indication.id === id ? { ...indication, ...patch } : indication)))
  return (
    <div className="mt-2 space-y-3">
      {value.map((indication, index) => (
        <fieldset key={indication.id} className={BOX}>
          <legend className="px-1 text-base font-semibold text-slate-950">
            {words.location} {index + 1}
          </legend>
          <label className={FIELD_LABEL}>
            {words.location}
            <input
              className={INPUT_BIG}
              value={indication.location}
              maxLength={500}
              onChange={(event) => change(indication.id, { location: event.currentTarget.value })}
            />
          </label>
          <label className={`mt-3 ${FIELD_LABEL}`}>
            {words.size}
            <input
              className={INPUT_BIG}
              value={indication.size}
              maxLength={200}
              onChange={(event) => change(indication.id, { size: event.currentTarget.value })}
            />
          </label>
          <label className={`mt-3 ${FIELD_LABEL}`}>
            {words.evaluation}
            <select
              className={INPUT_BIG}
              value={indication.evaluation}
              onChange={(event) =>
                change(indication.id, { evaluation: event.currentTarget.value as IndicationValue["evaluation"] })
              }
            >
              {EVALUATIONS.map((evaluation) => (
                <option key={evaluation} value={evaluation}>
                  {words[evaluation]}
                </option>
              ))}
            </select>
          </label>
          <PhotoList
            fieldId={fieldId}
            name={`${words.location} ${index + 1}`}
            photos={photos.filter((photo) => indication.photoIds.includes(photo.id))}
            order={indication.photoIds}
            actions={photoActions}
            texts={texts.photos}
            onAdded={(photoId) =>
              onChange((current) =>
                current.map((other) =>
                  other.id === indication.id ? { ...other, photoIds: [...other.photoIds, photoId] } : other,
                ),
              )
            }
          />
          <button
            type="button"
            className={`mt-3 ${BIG_QUIET}`}
            onClick={() => onChange((current) => current.filter((other) => other.id !== indication.id))}
          >
            {words.remove}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={BIG_BUTTON}
        onClick={() =>
          onChange((current) => [...current, { id: newId(), location: "", size: "", evaluation: "record", photoIds: [] }])
        }
      >
        {words.add}
      </button>
    </div>
  )
}
