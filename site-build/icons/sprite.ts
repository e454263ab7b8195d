import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as ICON_SET from "../../src/lib/icon-set"
import { ICON_NAMES } from "../../src/lib/icon-names"

// The SVG file of the icons editors may name in data/: one <symbol id="<Name>"> each, drawn by lucide-react
// itself (its markup rendered, its shapes kept), so an upgrade of lucide redraws them.
const DRAWING = /^<svg\b[^>]*>([\s\S]*)<\/svg>$/

export function iconSymbol(name: (typeof ICON_NAMES)[number]): string {
  const markup = renderToStaticMarkup(React.createElement(ICON_SET[name]))
  const shapes = DRAWING.exec(markup)?.[1]
  if (!shapes) throw new Error(`site-build/icons/sprite.ts: lucide-react's ${name} is not an <svg> with shapes: ${markup}`)
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`
}

export function iconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${ICON_NAMES.map(iconSymbol).join("")}</svg>\n`
}
