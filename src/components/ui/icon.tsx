import * as React from "react"
import { ICON_SPRITE_PATH, ICON_STROKE } from "../../lib/icon-sprite"

export { ICON_STROKE }

type Props = { name: string; className?: string }

// An icon named in data/ (the content check at build time accepts only names of src/lib/icon-set.ts), drawn
// from the site's icon file (src/lib/icon-sprite.ts says why).
export function Icon({ name, className = "h-6 w-6" }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  )
}
