import * as React from "react"
import { Link } from "./link"

type Variant = "primary" | "secondary" | "outline-dark" | "outline"

const VARIANTS: Record<Variant, string> = {
  // Navy text on safety orange: 4.6:1, where white text would fail AA.
  primary: "bg-accent-500 text-navy-950 hover:bg-accent-400",
  secondary: "bg-navy-900 text-white hover:bg-navy-800",
  "outline-dark": "border border-steel-100/60 text-white hover:bg-white/10",
  outline: "border border-navy-900 text-navy-900 hover:bg-mist-100",
}

export const buttonClass = (variant: Variant = "primary", extra = "") =>
  `inline-flex min-h-[44px] items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors ${VARIANTS[variant]} ${extra}`

type Props = { to: string; variant?: Variant; className?: string; children: React.ReactNode }

// In-page anchors ("#contact") are plain links; routes go through Gatsby's Link for prefetching.
export function ButtonLink({ to, variant = "primary", className = "", children }: Props) {
  const classes = buttonClass(variant, className)
  if (to.startsWith("#")) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  )
}
