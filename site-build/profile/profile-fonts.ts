import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import subsetFont from "subset-font"

// Typst reads TrueType/OpenType, not the WOFF2 that @fontsource ships: each weight of IBM Plex Sans Arabic (its
// Arabic and its Latin files) is cut to the characters the profile uses and written out as plain sfnt. Typst then
// subsets again into the PDF; this step only changes the container and keeps the compiler's input small.
const fromProject = createRequire(path.resolve("package.json"))
const SOURCE = path.join(path.dirname(fromProject.resolve("@fontsource/ibm-plex-sans-arabic/package.json")), "files")
export const PROFILE_WEIGHTS = [400, 600, 700] as const
const SUBSETS = ["latin", "latin-ext", "arabic"] as const

export async function profileFonts(text: string): Promise<Buffer[]> {
  // Digits, punctuation and the page furniture's characters may come from the template, not the data.
  const characters = `${text} 0123456789/–—·•%+-.,:;()[]©`
  const fonts: Buffer[] = []
  for (const weight of PROFILE_WEIGHTS) {
    for (const subset of SUBSETS) {
      const source = fs.readFileSync(path.join(SOURCE, `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`))
      fonts.push(await subsetFont(source, characters, { targetFormat: "sfnt" }))
    }
  }
  return fonts
}
