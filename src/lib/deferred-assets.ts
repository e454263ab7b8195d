// The contract between the page markup, the bootstrap that loads the page's scripts after its first paint
// (site-build/html/deferred-scripts.tsx) and the browser code that takes over (gatsby-browser.tsx). Lighthouse counts
// every request that completes before the largest paint as something that paint waited for, and on a phone's
// slow line each is a round trip: so nothing but the HTML is fetched before the first paint.

// On an icon's <use>: its symbol, at the end of the page (src/lib/icon-sprite.ts). The loader moves it to href
// once the page has painted, so the browser builds the icons' drawings after it; React renders href itself from
// then on.
export const ICON_HREF_ATTRIBUTE = "data-href"

// The class on <html> under which Arabic text uses IBM Plex Sans Arabic (its rule is beside the @font-face, in
// src/components/seo/arabic-font-face.tsx), and the localStorage key saying the browser holds that font. A first
// visit paints in the device's own Arabic font and fetches IBM Plex after hydration; the next page (a link
// followed, a reload) uses it from the cache.
// Switching fonts under the reader's eyes would move the text, so a page that has painted never switches.
export const ARABIC_FONT_CLASS = "plex"
export const ARABIC_FONT_STORED = "plex-arabic"
