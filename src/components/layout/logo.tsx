import * as React from "react"

// The mark: a probe's wave fronts over a weld seam, drawn in the brand colours.
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#13315C" />
      <path d="M8 29h24" stroke="#8DB3D9" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 29l2-3 2 3 2-3 2 3" fill="none" stroke="#8DB3D9" strokeWidth="2" strokeLinejoin="round" />
      <path d="M13 20a7 7 0 0 1 14 0" fill="none" stroke="#E8630A" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M9 20a11 11 0 0 1 22 0"
        fill="none"
        stroke="#E8630A"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".6"
      />
      <circle cx="20" cy="20" r="2.5" fill="#fff" />
    </svg>
  )
}

export function Logo({ brand }: { brand: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-white">{brand}</span>
    </span>
  )
}
