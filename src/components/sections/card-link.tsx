import * as React from "react"
import { ArrowRight } from "lucide-react"
import { BidiText } from "../ui/bidi-text"
import { ICON_STROKE } from "../ui/icon"
import { Link } from "../ui/link"

type Props = { to: string; label: string; title: string; className: string }

// A card's link to its page. Many cards share one visible label ("Learn More", "Read the case study"): the hidden
// words after it make the link's name say which card (WCAG 2.5.3, label in name), for screen readers and search
// engines alike.
export function CardLink({ to, label, title, className }: Props) {
  return (
    <Link to={to} className={className}>
      {label}
      <span className="sr-only">
        <BidiText text={`: ${title}`} />
      </span>
      <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" strokeWidth={ICON_STROKE} />
    </Link>
  )
}
