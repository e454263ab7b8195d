import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import subsetFont from "subset-font"

// The fonts Typst sets the company's PDFs in (the company profile, site-build/profile/; an issued report,
// server/inspect/report-pdf.ts): IBM Plex Sans Arabic, self-hosted from @fontsource, its Latin and Arabic alike.
// Typst reads TrueType/OpenType, not the WOFF2 that @fontsource ships: each weight's Arabic, Latin and Latin
// extended files are cut to the characters asked for and written out as plain sfnt. Typst then subsets again into
// the PDF; this step only changes the container and keeps the compiler's input small. Node only (files, packages).
const fromProject = createRequire(path.resolve("package.json"))
const SOURCE = path.join(path.dirname(fromProject.resolve("@fontsource/ibm-plex-sans-arabic/package.json")), "files")
export const TYPST_FONT_WEIGHTS = [400, 600, 700] as const
const SUBSETS = ["latin", "latin-ext", "arabic"] as const

// Every character of the Basic Multilingual Plane: for a compiler that lives as long as the process and sets
// whatever text it is given (an inspector's values), each file is kept whole.
export const EVERY_CHARACTER = Array.from({ length: 0xfffe - 0x20 }, (_, index) => index + 0x20)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCharCode(code))
  .join("")

export async function typstFonts(characters: string): Promise<Buffer[]> {
  const fonts: Buffer[] = []
  for (const weight of TYPST_FONT_WEIGHTS) {
    for (const subset of SUBSETS) {
      const source = fs.readFileSync(path.join(SOURCE, `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`))
      fonts.push(await subsetFont(source, characters, { targetFormat: "sfnt" }))
    }
  }
  return fonts
}
