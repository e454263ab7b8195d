import * as React from "react"
import type { DefectValue } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { StoredPhoto } from "./device-store"
import { EntryList } from "./entry-list"
import { FIELD_LABEL, INPUT_BIG } from "./inspect-styles"
import { photoTextsOf, type PhotoActions } from "./photo-list"

const DANGERS = ["now", "byDate", "no"] as const
const DANGER_WORD = { now: "dangerNow", byDate: "dangerByDate", no: "dangerNo" } as const

// A report's defects (LOLER 1998 Sch. 1 para 8): each says whether it is a danger to people now (its notice is
// queued at once, before anything else), will be by a date (the date it must be remedied by), or is not.
export function DefectsField({
  fieldId,
  value,
  onChange,
  onDangerNow,
  notices,
  photos,
  photoActions,
  texts,
  newId,
}: {
  fieldId: string
  value: readonly DefectValue[]
  onChange: (update: (current: DefectValue[]) => DefectValue[]) => void
  onDangerNow: (defectId: string) => void
  notices: Record<string, { sent: boolean }>
  photos: readonly StoredPhoto[]
  photoActions: PhotoActions
  texts: Pick<InspectTexts, "defects" | "photos" | "review">
  newId: () => string
}) {
  const words = texts.defects
  return (
    <EntryList
      fieldId={fieldId}
      value={value}
      onChange={onChange}
      make={(): DefectValue => ({ id: newId(), description: "", danger: "no", remedyBy: null, photoIds: [] })}
      name={(index) => `${words.description} ${index + 1}`}
      words={words}
      photos={photos}
      photoActions={photoActions}
      photoTexts={photoTextsOf(texts)}
    >
      {(defect, change) => {
        const notice = notices[defect.id]
        return (
          <>
            <label className={FIELD_LABEL}>
              {words.description}
              <textarea
                className={INPUT_BIG}
                rows={3}
                value={defect.description}
                maxLength={2000}
                onChange={(event) => change({ description: event.currentTarget.value })}
              />
            </label>
            <fieldset className="mt-3">
              <legend className={FIELD_LABEL}>{words.danger}</legend>
              <div className="mt-1 grid gap-1">
                {DANGERS.map((danger) => (
                  <label key={danger} className="flex min-h-11 items-center gap-3 text-base text-slate-950">
                    <input
                      type="radio"
                      className="h-6 w-6 shrink-0"
                      name={`${fieldId}-${defect.id}-danger`}
                      checked={defect.danger === danger}
                      onChange={() => {
                        change({ danger, remedyBy: danger === "no" ? null : defect.remedyBy })
                        if (danger === "now") onDangerNow(defect.id)
                      }}
                    />
                    {words[DANGER_WORD[danger]]}
                  </label>
                ))}
              </div>
            </fieldset>
            {defect.danger === "now" && notice && (
              <p
                role="status"
                className={`mt-2 rounded-md px-3 py-2 text-base font-semibold ${notice.sent ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
              >
                {notice.sent ? words.noticeSent : words.noticeWaiting}
              </p>
            )}
            {defect.danger !== "no" && (
              <label className={`mt-3 ${FIELD_LABEL}`}>
                {words.remedyBy}
                <input
                  type="date"
                  className={INPUT_BIG}
                  value={defect.remedyBy ?? ""}
                  required={defect.danger === "byDate"}
                  onChange={(event) => change({ remedyBy: event.currentTarget.value || null })}
                />
              </label>
            )}
          </>
        )
      }}
    </EntryList>
  )
}
