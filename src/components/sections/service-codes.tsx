import * as React from "react"
import { Part } from "./page-part"
import { BidiText } from "../ui/bidi-text"

export type ServiceAcceptance = {
  readonly methods: readonly { readonly method: string; readonly criteria: string; readonly qualification: string }[]
  readonly turnaround: string
  readonly limits: readonly string[]
  readonly sampleReport?: string | null
}

export type ServiceCodesLabels = {
  readonly heading: string
  readonly criteria: string
  readonly qualification: string
  readonly turnaround: string
  readonly workingDays: string
  readonly limits: string
  readonly sampleReport: string
  readonly sampleTag: string
}

type Props = { acceptance: ServiceAcceptance; labels: ServiceCodesLabels }

// "Codes, acceptance and turnaround": what a buyer's engineer checks before ordering. Each method is a card of
// three facts (not a table) so a phone reads it without scrolling sideways; the working days every turnaround
// counts are defined once, under it.
export function ServiceCodes({ acceptance, labels }: Props) {
  return (
    <Part id="codes" heading={labels.heading}>
      <ul className="mt-5 space-y-3">
        {acceptance.methods.map((row) => (
          <li key={row.method} className="rounded-lg border border-mist-200 bg-white p-5">
            <h3 className="font-semibold text-navy-900">{row.method}</h3>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-700">{labels.criteria}</dt>
                <dd className="mt-1 leading-relaxed text-slate-800">
                  <BidiText text={row.criteria} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{labels.qualification}</dt>
                <dd className="mt-1 leading-relaxed text-slate-800">
                  <BidiText text={row.qualification} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <dl className="mt-6 space-y-5 rounded-xl border border-mist-200 bg-white p-5">
        <div>
          <dt className="font-semibold text-navy-900">{labels.turnaround}</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">
            <BidiText text={acceptance.turnaround} />
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{labels.workingDays}</dd>
        </div>
        <div>
          <dt className="font-semibold text-navy-900">{labels.limits}</dt>
          <dd>
            <ul className="mt-1 list-disc space-y-1 ps-5 leading-relaxed text-slate-700">
              {acceptance.limits.map((limit) => (
                <li key={limit}>
                  <BidiText text={limit} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {acceptance.sampleReport && (
          <div>
            <dt className="font-semibold text-navy-900">
              {labels.sampleReport}{" "}
              <span className="ms-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {labels.sampleTag}
              </span>
            </dt>
            <dd className="mt-1 leading-relaxed text-slate-700">
              <BidiText text={acceptance.sampleReport} />
            </dd>
          </div>
        )}
      </dl>
    </Part>
  )
}
