import * as React from "react"
import { ICON_HREF_ATTRIBUTE } from "../../lib/deferred-assets"
import { ICON_CLASS, ICON_SPRITE_PATH, ICON_STROKE } from "../../lib/icon-sprite"

export { ICON_STROKE }

type Props = { name: string; className?: string }

// The built pages name their icons' symbols in data-href, which the script loader turns into href after the
// first paint (src/lib/deferred-assets.ts says why); the symbols are in the page itself
// (site-build/postbuild/icon-symbols.ts). Hydration must render what the server did; icons rendered after it
// (another page, reached by a link) point into the icon file, in href at once. `gatsby develop` renders in the
// browser only, with no loader.
let live = process.env.NODE_ENV !== "production"
export function renderIconsLive() {
  live = true
}

// An icon named in data/ (the content check at build time accepts only names of src/lib/icon-set.ts), drawn
// from a symbol (src/lib/icon-sprite.ts says why).
export function Icon({ name, className = "h-6 w-6" }: Props) {
  const symbol = `${live ? ICON_SPRITE_PATH : ""}#${name}`
  // Stroke and caps come from the icon class (tailwind.config.ts), inherited into the symbol, which carries its
  // own viewBox: a page names them once in its CSS instead of on each of its icons.
  return (
    <svg aria-hidden="true" className={`${ICON_CLASS} ${className}`}>
      <use {...{ [ICON_HREF_ATTRIBUTE]: symbol }} href={live ? symbol : undefined} />
    </svg>
  )
}
