import * as React from "react"
import { CardLink } from "./card-link"
import { BidiText } from "../ui/bidi-text"

// How a list shows its cards: the link's visible label, and the heading level under the list's own heading.
export type CardLinking = { linkLabel: string; headingLevel: "h2" | "h3" }

type Props = CardLinking & {
  to: string
  entry: { readonly title: string; readonly summary: string }
  // What the card shows above its heading (a service's icon, a case study's industry) and below its summary
  // (a case study's figures).
  top?: React.ReactNode
  children?: React.ReactNode
  className?: string
}

// A card in a list of services or case studies: its heading, its summary and the link to its page, last in the
// card whatever its height, so a row of cards ends in one line.
export function SummaryCard({ to, entry, linkLabel, headingLevel: Heading, top, children, className }: Props) {
  return (
    <li className={`flex flex-col rounded-xl border border-mist-200 bg-white p-6 ${className ?? ""}`}>
      {top}
      <Heading className="text-lg font-semibold text-navy-900">
        <BidiText text={entry.title} />
      </Heading>
      <p className="mt-3 leading-relaxed text-slate-700">
        <BidiText text={entry.summary} />
      </p>
      {children}
      <CardLink
        to={to}
        label={linkLabel}
        title={entry.title}
        className="mt-auto inline-flex items-center gap-2 self-start rounded pt-5 font-semibold text-steel-700 hover:text-navy-900 hover:underline"
      />
    </li>
  )
}
