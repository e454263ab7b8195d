import * as React from "react"
// Cut at build time to the characters the site's texts use (site-build/fonts/arabic-subset.ts, run by gatsby-node
// before webpack bundles these).
import regular from "../../../.cache/arabic-font/ibm-plex-sans-arabic-400.woff2"
import bold from "../../../.cache/arabic-font/ibm-plex-sans-arabic-700.woff2"
import { ARABIC_FONT_FAMILY } from "../../lib/arabic-font"
import { SYSTEM_FONTS } from "../../lib/brand"
import { ARABIC_FONT_CLASS } from "../../lib/deferred-assets"

// IBM Plex Sans Arabic, self-hosted (webpack copies the files to /static/), declared by the Arabic pages only, so
// English pages never download it. Two files cover the weights the site uses (400–500 and 600–700). Declared
// only, with the rule that uses it under html.plex once the browser holds it (src/lib/deferred-assets.ts), here
// rather than in the stylesheet, whose rules the pages inline only for classes in their markup. font-display:
// optional keeps even a slow disk from swapping it in late.
// Latin text (codes, numbers) keeps the system font, as on the English pages.
const ARABIC_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC"

const faces = [
  { file: regular, weight: "100 500" },
  { file: bold, weight: "600 900" },
]
const css =
  faces
    .map(
      ({ file, weight }) =>
        `@font-face{font-family:"${ARABIC_FONT_FAMILY}";font-style:normal;font-weight:${weight};font-display:optional;` +
        `src:url(${file});unicode-range:${ARABIC_RANGE}}`,
    )
    .join("") + `html.${ARABIC_FONT_CLASS} body{font-family:"${ARABIC_FONT_FAMILY}",${SYSTEM_FONTS.join(",")}}`

export function ArabicFont() {
  return <style>{css}</style>
}
