// IBM Plex Sans Arabic, cut at build time to the site's letters (site-build/fonts/arabic-subset.ts), declared by the
// Arabic pages (src/components/seo/arabic-font-face.tsx) and fetched after the first paint (browser/arabic-font-loader.ts).
export const ARABIC_FONT_FAMILY = "IBM Plex Sans Arabic"
export const ARABIC_FONT_WEIGHTS = [400, 700] as const
