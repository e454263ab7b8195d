import * as React from "react"
import { ShieldCheck } from "lucide-react"
import { BidiText } from "../ui/bidi-text"
import { ICON_STROKE } from "../ui/icon"

export type Fact = { label: string; value: string; ltr?: boolean }

// A certificate or an accreditation: its facts as a definition list, and the note that its number is a sample.
export function CredentialCard({
  id,
  heading,
  facts,
  note,
}: {
  id: string
  heading: string
  facts: Fact[]
  note?: string
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-mist-200 bg-white p-6">
      <h2 id={id} className="flex items-start gap-3 text-xl font-semibold text-navy-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-steel-700" strokeWidth={ICON_STROKE} />
        <span>
          <BidiText text={heading} />
        </span>
      </h2>
      <dl className="mt-5 space-y-3">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
            <dd className="text-navy-900">
              {fact.ltr ? <span dir="ltr">{fact.value}</span> : <BidiText text={fact.value} />}
            </dd>
          </div>
        ))}
      </dl>
      {note && (
        <p className="mt-5 rounded-md bg-mist-100 px-3 py-2 text-sm text-slate-700">{<BidiText text={note} />}</p>
      )}
    </section>
  )
}
