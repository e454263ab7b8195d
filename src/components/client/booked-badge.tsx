import * as React from "react"
import { CalendarCheck } from "lucide-react"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import { BidiText } from "../ui/bidi-text"
import type { RegisterItem } from "./client-types"

// An item a re-examination request of the company still stands for (issue 64, P7): "Booked 7 December 2026
// (Q-2026-000005)" beside its status, on the register's card and the booking page, so it never looks unbooked.
export function BookedBadge({
  booked,
  template,
  locale,
}: {
  booked: RegisterItem["booked"]
  template: string
  locale: Locale
}) {
  if (!booked) return null
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-900 ring-1 ring-blue-700/30">
      <CalendarCheck aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>
        <BidiText text={fill(template, { day: formatDate(booked.on, locale), reference: booked.reference })} />
      </span>
    </span>
  )
}
