import * as React from "react"
import { Ban, CirclePause } from "lucide-react"
import { fill, formatDate } from "../../lib/format"
import { BidiText } from "../ui/bidi-text"
import type { Locale } from "../../lib/locales"
import type { ClientTexts, RegisterCertificate } from "./client-types"
import type { SiteFacts } from "./site-facts"

export type StandingProps = {
  texts: ClientTexts["register"]
  statuses: ClientTexts["statuses"]
  site: SiteFacts
  brand: string
  locale: Locale
}

// A withdrawn or suspended certificate says so first, in words: "Withdrawn — Do not use", the public check's
// sentence with its date, and staff's reason (issue 64). Nothing for any other status.
export function StandingNotice({
  certificate,
  texts,
  statuses,
  site,
  brand,
  locale,
}: StandingProps & { certificate: RegisterCertificate }) {
  const { status } = certificate
  if (status !== "withdrawn" && status !== "suspended") return null
  const Icon = status === "withdrawn" ? Ban : CirclePause
  const date = certificate.statusAt ? formatDate(certificate.statusAt, locale) : ""
  return (
    <div data-standing={status} className="mb-2 rounded border-s-4 border-red-700 bg-red-50 p-3 text-sm text-red-950">
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
        {statuses[status]} — {texts.doNotUse}
      </p>
      {date && (
        <p className="mt-1">
          <BidiText text={fill(status === "withdrawn" ? site.withdrawnText : site.suspendedText, { brand, date })} />
        </p>
      )}
      {certificate.statusReason && (
        <p className="mt-1" dir="auto">
          <BidiText text={fill(texts.reason, { reason: certificate.statusReason })} />
        </p>
      )}
    </div>
  )
}
