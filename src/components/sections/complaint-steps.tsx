import * as React from "react"
import { BidiText } from "../ui/bidi-text"

type Step = { readonly title: string; readonly text: string }

// The complaints procedure as numbered steps, from raising a complaint to the appeal.
export function ComplaintSteps({ steps, heading }: { steps: readonly Step[]; heading: string }) {
  return (
    <section aria-label={heading}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-mist-200 bg-white p-6">
            <span
              aria-hidden="true"
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold text-navy-900">
                <BidiText text={step.title} />
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">
                <BidiText text={step.text} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
