import * as React from "react"
import { fill } from "../../lib/format"

export type TextBlock = {
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[] | null
}

// A titled block of prose and an optional list: policies, the impartiality statement, the privacy notice.
export function TextSection({ block, brand, id }: { block: TextBlock; brand: string; id: string }) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-900">
        {block.heading}
      </h2>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
          {fill(paragraph, { brand })}
        </p>
      ))}
      {block.items && (
        <ul className="mt-4 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-steel-700">
          {block.items.map((item) => (
            <li key={item}>{fill(item, { brand })}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
