import * as React from "react"
import type { StoredPhoto } from "./device-store"
import { BIG_BUTTON, BIG_QUIET, BOX } from "./inspect-styles"
import { PhotoList, type PhotoActions, type PhotoTexts } from "./photo-list"

type Entry = { id: string; photoIds: string[] }

// A field that is a list of entries with their own photos (a report's defects, an NDT report's indications): each
// entry a numbered group with its fields, its photos and a way to remove it; a button adds one.
export function EntryList<T extends Entry>({
  fieldId,
  value,
  onChange,
  make,
  name,
  words,
  photos,
  photoActions,
  photoTexts,
  children,
}: {
  fieldId: string
  value: readonly T[]
  onChange: (update: (current: T[]) => T[]) => void
  // A new, empty entry.
  make: () => T
  // An entry's name in its legend and for the camera button ("Defect 2").
  name: (index: number) => string
  words: { add: string; remove: string }
  photos: readonly StoredPhoto[]
  photoActions: PhotoActions
  photoTexts: PhotoTexts
  // The entry's own fields.
  children: (entry: T, change: (patch: Partial<T>) => void) => React.ReactNode
}) {
  const update = (id: string, patch: (entry: T) => Partial<T>) =>
    onChange((current) => current.map((entry) => (entry.id === id ? { ...entry, ...patch(entry) } : entry)))
  return (
    <div className="mt-2 space-y-3">
      {value.map((entry, index) => (
        <fieldset key={entry.id} className={BOX}>
          <legend className="px-1 text-base font-semibold text-slate-950">{name(index)}</legend>
          {children(entry, (patch) => update(entry.id, () => patch))}
          <PhotoList
            fieldId={fieldId}
            name={name(index)}
            photos={photos.filter((photo) => entry.photoIds.includes(photo.id))}
            order={entry.photoIds}
            actions={photoActions}
            texts={photoTexts}
            onAdded={(photoId) => update(entry.id, (now) => ({ photoIds: [...now.photoIds, photoId] }) as Partial<T>)}
          />
          <button
            type="button"
            className={`mt-3 ${BIG_QUIET}`}
            onClick={() => onChange((current) => current.filter((other) => other.id !== entry.id))}
          >
            {words.remove}
          </button>
        </fieldset>
      ))}
      <button type="button" className={BIG_BUTTON} onClick={() => onChange((current) => [...current, make()])}>
        {words.add}
      </button>
    </div>
  )
}
