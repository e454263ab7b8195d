import * as React from "react"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { StoredPhoto } from "./device-store"
import { BIG_QUIET, HELP, INPUT_BIG } from "./inspect-styles"

// The photos' words, with what a photo already on the server (opened from another phone, no bytes here) says.
export type PhotoTexts = InspectTexts["photos"] & { uploaded: string }
export const photoTextsOf = (texts: Pick<InspectTexts, "photos" | "review">): PhotoTexts => ({
  ...texts.photos,
  uploaded: texts.review.photoUploaded,
})

export type PhotoActions = {
  // A photo from the camera: made smaller and kept; answers its id (undefined when it could not be read).
  add: (fieldId: string, file: File) => Promise<string | undefined>
  caption: (photoId: string, caption: string) => void
  remove: (photoId: string) => void
}

// The camera button and the photos taken with it, each with its caption. `onAdded` tells a defect or an indication
// the new photo's id (they list their own photos).
export function PhotoList({
  fieldId,
  name,
  photos,
  actions,
  texts,
  onAdded,
  order,
}: {
  fieldId: string
  // What the photos are of, for the camera button's accessible name.
  name: string
  photos: readonly StoredPhoto[]
  actions: PhotoActions
  texts: PhotoTexts
  onAdded?: (photoId: string) => void
  // The ids in the order the report lists them (the order they were taken); others after them.
  order?: readonly string[]
}) {
  const rank = (id: string) => {
    const index = order?.indexOf(id) ?? -1
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  const shown = [...photos].sort((a, b) => rank(a.id) - rank(b.id))
  const [state, setState] = React.useState<"idle" | "busy" | "failed">("idle")
  async function take(event: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])]
    event.currentTarget.value = ""
    setState("busy")
    let failed = false
    for (const file of files) {
      const id = await actions.add(fieldId, file)
      if (id) onAdded?.(id)
      else failed = true
    }
    setState(failed ? "failed" : "idle")
  }
  return (
    <div className="mt-2 space-y-2">
      <ul className="space-y-2">
        {shown.map((photo) => (
          <li key={photo.id} className="flex items-start gap-2">
            {photo.thumb && (
              <img src={photo.thumb} alt={photo.caption} className="h-20 w-20 shrink-0 rounded object-cover" />
            )}
            <div className="min-w-0 flex-1">
              <label className="block text-sm font-semibold text-slate-950">
                {texts.caption}
                <input
                  className={INPUT_BIG}
                  defaultValue={photo.caption}
                  maxLength={300}
                  onChange={(event) => actions.caption(photo.id, event.currentTarget.value)}
                />
              </label>
              {!photo.thumb && <p className="mt-1 text-sm font-semibold text-navy-950">{texts.uploaded}</p>}
              <button type="button" className={`mt-1 ${BIG_QUIET}`} onClick={() => actions.remove(photo.id)}>
                {texts.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <label className={`${BIG_QUIET} cursor-pointer gap-2`}>
        <span>
          {texts.take}
          <span className="sr-only">: {name}</span>
        </span>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="sr-only"
          onChange={(event) => void take(event)}
        />
      </label>
      {state === "busy" && <span className={HELP} role="status">{texts.shrinking}</span>}
      {state === "failed" && <span className="block text-sm text-red-700" role="alert">{texts.failed}</span>}
    </div>
  )
}
