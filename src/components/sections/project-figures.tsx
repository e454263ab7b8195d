import * as React from "react"
import { BidiText } from "../ui/bidi-text"

type Figure = { readonly value: string; readonly label: string }

// A case study's headline numbers: small on a card, large on the project's own page.
export function ProjectFigures({ figures, size }: { figures: readonly Figure[]; size: "card" | "page" }) {
  const card = size === "card"
  return (
    <dl
      className={card ? "mt-5 grid grid-cols-3 gap-3 border-t border-mist-200 pt-4" : "mt-6 grid gap-4 sm:grid-cols-3"}
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={
            card ? "flex flex-col-reverse" : "flex flex-col-reverse rounded-xl border border-mist-200 bg-white p-5"
          }
        >
          <dt className={card ? "text-xs text-slate-600" : "mt-1 text-sm text-slate-600"}>
            <BidiText text={figure.label} />
          </dt>
          <dd
            className={`${card ? "text-lg" : "text-3xl"} font-bold [font-variant-numeric:tabular-nums] text-navy-900`}
            dir="ltr"
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
