import * as React from "react"
// Cut at build time to the characters the site's texts use (build/fonts/arabic-subset.ts, run by gatsby-node
// before webpack bundles these).
import regular from "../../../.cache/arabic-font/ibm-plex-sans-arabic-400.woff2"
import bold from "../../../.cache/arabic-font/ibm-plex-sans-arabic-700.woff2"

// IBM Plex Sans Arabic, self-hosted (webpack copies the files to /static/), declared and preloaded by the Arabic
// pages only, so English pages never download it. Two files cover the weights the site uses (400–500 and
// 600–700). font-display: optional keeps the layout still: the font is used when it has arrived by first paint
// (it is preloaded) and otherwise from the next page on, never swapped in under the reader's eyes. Latin text
// (codes, numbers) keeps the system font, as on the English pages.
export const ARABIC_FONT_FAMILY = "IBM Plex Sans Arabic"
const ARABIC_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC"

const faces = [
  { file: regular, weight: "100 500" },
  { file: bold, weight: "600 900" },
]
const css = faces
  .map(
    ({ file, weight }) =>
      `@font-face{font-family:"${ARABIC_FONT_FAMILY}";font-style:normal;font-weight:${weight};font-display:optional;` +
      `src:url(${file}) format("woff2");unicode-range:${ARABIC_RANGE}}`,
  )
  .join("")

export function ArabicFont() {
  return (
    <>
      {faces.map(({ file, weight }) => (
        <link key={weight} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <style>{css}</style>
    </>
  )
}
