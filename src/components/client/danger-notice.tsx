import * as React from "react"
import { OctagonAlert } from "lucide-react"
import { cairoToday } from "../../lib/cairo-time"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import { BidiText } from "../ui/bidi-text"
import type { ClientTexts, RegisterItem } from "./client-types"

// An item an inspector found dangerous on site (issue 61) says so before anything else on its card, in words: "Dangerous
// defect — do not use", the Cairo day it was found and the defect, and what to do until a later report clears it.
export function DangerNotice({
  danger,
  texts,
  locale,
}: {
  danger: RegisterItem["danger"]
  texts: ClientTexts["register"]
  locale: Locale
}) {
  if (!danger) return null
  const date = formatDate(cairoToday(new Date(danger.since)), locale)
  return (
    <div
      data-danger=""
      role="note"
      className="mb-2 rounded border-s-4 border-red-700 bg-red-50 p-3 text-sm text-red-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <OctagonAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
        {texts.dangerous}
      </p>
      <p className="mt-1" dir="auto">
        <BidiText text={fill(texts.dangerFound, { date, defect: danger.defect })} />
      </p>
      <p className="mt-1">{texts.dangerUntil}</p>
    </div>
  )
}
