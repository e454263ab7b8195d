import * as React from "react"
import { fill } from "../../lib/format"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { unsentCounts, type DeviceDb } from "./device-store"
import { BIG_QUIET, BOX } from "./inspect-styles"
import { useLive } from "./use-live"

// Signing out clears the phone (another inspector may pick it up), after saying what is not sent yet.
export function SignOutPanel({
  db,
  texts,
  onCancel,
  onConfirm,
}: {
  db: DeviceDb
  texts: InspectTexts["signOut"]
  onCancel: () => void
  onConfirm: () => void
}) {
  const counts = useLive(() => unsentCounts(db), [db])
  return <SignOutQuestion counts={counts} texts={texts} onCancel={onCancel} onConfirm={onConfirm} />
}

export function SignOutQuestion({
  counts,
  texts,
  onCancel,
  onConfirm,
}: {
  counts: { reports: number; photos: number } | undefined
  texts: InspectTexts["signOut"]
  onCancel: () => void
  onConfirm: () => void
}) {
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])
  const unsent = counts && counts.reports + counts.photos > 0
  return (
    <section aria-labelledby="sign-out-heading" className={BOX}>
      <h1 id="sign-out-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-navy-900">
        {texts.heading}
      </h1>
      {counts && (
        <p className={`mt-2 text-base ${unsent ? "font-semibold text-red-800" : "text-slate-900"}`}>
          {unsent ? fill(texts.unsent, counts) : texts.nothingUnsent}
        </p>
      )}
      <div className="mt-3 grid gap-2">
        <button
          type="button"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 text-base font-semibold text-white"
          onClick={onConfirm}
        >
          {texts.confirm}
        </button>
        <button type="button" className={BIG_QUIET} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </section>
  )
}
