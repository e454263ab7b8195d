import * as React from "react"
import { BidiText } from "./bidi-text"

type Props = { id?: string; eyebrow?: string; title: string; intro?: string; dark?: boolean; as?: "h1" | "h2" }

export function SectionHeading({ id, eyebrow, title, intro, dark = false, as: Heading = "h2" }: Props) {
  return (
    <div className="max-w-3xl">
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-accent-400" : "text-steel-700"}`}>
          <BidiText text={eyebrow} />
        </p>
      )}
      <Heading
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-navy-900"}`}
      >
        <BidiText text={title} />
      </Heading>
      {intro && (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-steel-100" : "text-slate-600"}`}>
          <BidiText text={intro} />
        </p>
      )}
    </div>
  )
}
