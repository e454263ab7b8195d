// The data icons are drawn once each, as symbols: a built page carries those of its own icons behind its footer
// (site-build/postbuild/icon-symbols.ts), and the icon file (site-build/icons/sprite.ts) holds them all for pages
// React renders in the browser. An icon's markup is a reference instead of the drawing, which kept the Arabic
// home page out of TCP's first window. Stroke and caps are set where the symbol is used and inherited into it.
// Apart from icon-names.ts, so that the browser's code does not carry lucide's drawings: the build checks the names.
export const ICON_SPRITE_PATH = "/icons.svg"

// One stroke width for every icon on the site (brand brief).
export const ICON_STROKE = 1.75

// The class of an icon drawn from a symbol: its stroke and caps (tailwind.config.ts writes the rule).
export const ICON_CLASS = "icon"

// The class of the hidden <svg> that holds a built page's symbols (site-build/postbuild/icon-symbols.ts):
// tailwind.config.ts writes its display: none, which HTML's hidden attribute cannot give an <svg>.
export const ICON_SYMBOLS_CLASS = "icon-symbols"
