import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

// Sveltia CMS ships as one script that draws its interface in three fonts fetched from a CDN (its own
// @font-face rules name cdn.jsdelivr.net/fontsource/…): Source Sans 3, Noto Mono and Material Symbols
// Outlined, the icon font every button's icon is a ligature of. Nothing may leave the site's origin, so the
// build copies the script with those URLs pointed at the same files from the @fontsource packages, served
// beside it under /admin/fonts/. Its other CDN addresses (code highlighting, maps, the JSON schema) belong to
// widgets this site's configuration does not use; they and its update check (the latest version's
// package.json) are pointed at /admin/unpkg/ on the origin, where the check finds the pinned version (updates come
// through package.json) and the rest find nothing, so no request leaves the origin even to be refused.

// Resolved from the project root: gatsby-node is bundled by Parcel, which rewrites a bare require.resolve. The
// package exports only its module entry (npm/index.js); the browser build sits beside it in dist/.
const fromProject = createRequire(path.resolve("package.json"))
const CMS_SCRIPT = path.join(path.dirname(fromProject.resolve("@sveltia/cms")), "..", "dist", "sveltia-cms.js")
// https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2: family, variable or
// not, version, file.
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/([a-z0-9-]+\.woff2)/g
export const CMS_FONTS_PATH = "/admin/fonts/"
const UNPKG = "https://unpkg.com/"
export const CMS_UNPKG_PATH = "/admin/unpkg/"

export type CmsBundle = { script: string; fonts: Map<string, string>; version: string }

// The script as served, and each font's file name under /admin/fonts/ with the file it is copied from.
export function cmsBundle(): CmsBundle {
  const original = fs.readFileSync(CMS_SCRIPT, "utf8")
  const fonts = new Map<string, string>()
  const script = original
    .replace(FONT_URL, (_url, family: string, variable: string | undefined, file: string) => {
      const name = `${family}-${file}`
      const pkg = `@fontsource${variable ? "-variable" : ""}/${family}`
      fonts.set(name, path.join(path.dirname(fromProject.resolve(`${pkg}/package.json`)), "files", name))
      return `${CMS_FONTS_PATH}${name}`
    })
    .replaceAll(UNPKG, CMS_UNPKG_PATH)
    // The source map is not copied: no browser asks for it unless its developer tools are open.
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")
  // A new Sveltia release that loads its fonts another way stops the build rather than reaching for a CDN.
  const unexpected = (what: string) =>
    new Error(`site-build/admin/cms-bundle.ts: ${what} in ${CMS_SCRIPT}; Sveltia CMS has changed how it loads its fonts`)
  if (fonts.size < 3) throw unexpected(`found ${fonts.size} of the interface's three CDN fonts`)
  if (/cdn\.jsdelivr\.net/.test(script)) throw unexpected("a jsDelivr address is left")
  for (const [name, file] of fonts)
    if (!fs.existsSync(file)) throw unexpected(`no @fontsource file for ${name} (${file})`)
  const version = (
    JSON.parse(fs.readFileSync(path.join(path.dirname(CMS_SCRIPT), "..", "package.json"), "utf8")) as {
      version: string
    }
  ).version
  return { script, fonts, version }
}
