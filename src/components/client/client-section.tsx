import * as React from "react"

// A part of a client page under a heading of its own, which names the section (aria-labelledby): `id` is the
// heading's. `card` sets it apart on a white card.
export function ClientSection({
  id,
  heading,
  card = false,
  children,
}: {
  id: string
  heading: string
  card?: boolean
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={card ? "space-y-3 rounded-lg border border-slate-200 bg-white p-4" : "space-y-3"}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  )
}
