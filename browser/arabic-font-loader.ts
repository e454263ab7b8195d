import { ARABIC_FONT_CLASS, ARABIC_FONT_STORED } from "../src/lib/deferred-assets"
import { ARABIC_FONT_FAMILY, ARABIC_FONT_WEIGHTS } from "../src/lib/arabic-font"

// src/lib/deferred-assets.ts says why an Arabic page paints first in the device's font. Once the page is live,
// this fetches IBM Plex Sans Arabic (the @font-face of src/components/seo/arabic-font-face.tsx: nothing on the page
// uses it yet, so nothing moves) and notes that the browser holds it; the next page uses it.
const stored = () => {
  try {
    return localStorage.getItem(ARABIC_FONT_STORED) === "1"
  } catch {
    return false
  }
}

export async function fetchArabicFont(): Promise<void> {
  if (document.documentElement.lang !== "ar" || stored() || !document.fonts) return
  // A letter of the face's unicode-range, so that the browser fetches the file.
  const loaded = await Promise.all(
    ARABIC_FONT_WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em "${ARABIC_FONT_FAMILY}"`, "\u0627")),
  )
  if (loaded.every((faces) => faces.length > 0)) {
    try {
      localStorage.setItem(ARABIC_FONT_STORED, "1")
    } catch {
      // Storage refused (private mode): the device's font stays.
    }
  }
}

// On a page reached by a link: the reader just asked for a new page, which replaces what was on screen.
export function applyStoredArabicFont(): void {
  if (stored()) document.documentElement.classList.add(ARABIC_FONT_CLASS)
}
