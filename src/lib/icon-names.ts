import * as ICON_SET from "./icon-set"

export type IconName = keyof typeof ICON_SET

// The names of src/lib/icon-set.ts, for the content check (data/) and the icon file.
export const ICON_NAMES = Object.keys(ICON_SET).sort() as [IconName, ...IconName[]]
