import * as ICON_SET from "./icon-set"

export type IconName = keyof typeof ICON_SET

// The names of src/lib/icon-set.ts, for the content check (data/) and the Icon component.
export const ICON_NAMES = Object.keys(ICON_SET).sort() as [IconName, ...IconName[]]

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICON_SET, name)

// The data icons are drawn once, as symbols of one cached file the pages point into (build/icons/sprite.ts):
// each page's HTML then carries a reference instead of the drawing, which kept the Arabic home page out of
// TCP's first window. Stroke and caps are set where the symbol is used and inherited into it.
export const ICON_SPRITE_PATH = "/icons.svg"
export const FALLBACK_ICON: IconName = "ClipboardCheck"

// One stroke width for every icon on the site (brand brief).
export const ICON_STROKE = 1.75
