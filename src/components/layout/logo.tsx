import * as React from "react"
import { LOGO_MARK } from "../../lib/brand"

// React names SVG attributes in camelCase (stroke-width → strokeWidth).
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

// No focusable="false": only Internet Explorer made an SVG a tab stop, and the mark is on every page twice.
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox={LOGO_MARK.viewBox} className={className} aria-hidden="true">
      {LOGO_MARK.shapes.map(({ tag, attributes }, index) =>
        React.createElement(tag, {
          key: index,
          ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [reactName(name), value])),
        }),
      )}
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
