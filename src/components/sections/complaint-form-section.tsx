import * as React from "react"
import { ComplaintForm, type ComplaintFormProps } from "../forms/complaint-form"

// The complaints page's form, in a card under the procedure it follows.
export function ComplaintFormSection(props: ComplaintFormProps) {
  return (
    <section id="complaint-form" aria-labelledby="complaint-form-heading" className="scroll-mt-24">
      <div className="rounded-xl border border-mist-200 bg-white p-6 sm:p-8">
        <h2 id="complaint-form-heading" className="text-2xl font-bold text-navy-900">
          {props.texts.heading}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-slate-700">{props.texts.intro}</p>
        <div className="mt-6">
          <ComplaintForm {...props} />
        </div>
      </div>
    </section>
  )
}
