import * as React from "react"
import { fill } from "../../lib/format"
import { Part } from "./page-part"
import { BidiText } from "../ui/bidi-text"

export type TextBlock = {
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[] | null
}

// A titled block of prose and an optional list: policies, the impartiality statement, the privacy notice.
export function TextSection({ block, brand, id }: { block: TextBlock; brand: string; id: string }) {
  return (
    <Part id={id} heading={block.heading} className="max-w-3xl">
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
          <BidiText text={fill(paragraph, { brand })} />
        </p>
      ))}
      {block.items && (
        <ul className="mt-4 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-steel-700">
          {block.items.map((item) => (
            <li key={item}>
              <BidiText text={fill(item, { brand })} />
            </li>
          ))}
        </ul>
      )}
    </Part>
  )
}
