import * as React from "react"
import * as ICONS from "../../lib/icon-set"
import { isIconName } from "../../lib/icon-names"

// One stroke width for every icon on the site (brand brief).
export const ICON_STROKE = 1.75

type Props = { name: string; className?: string }

export function Icon({ name, className = "h-6 w-6" }: Props) {
  const Component = isIconName(name) ? ICONS[name] : ICONS.ClipboardCheck
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={ICON_STROKE} />
}
