import * as React from "react"

// One titled part of a long page, labelled by its heading for assistive technology.
export function Part({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-900">
        {heading}
      </h2>
      {children}
    </section>
  )
}
