import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import subsetFont from "subset-font"
import { filesBelow } from "../../http-rules/public-files"
import { ARABIC_FONT_WEIGHTS } from "../../src/lib/arabic-font"

// IBM Plex Sans Arabic carries glyphs for every Arabic-script language (Persian, Urdu, Kurdish …), 43–44 KB a
// weight. The site's Arabic pages need only the letters its texts use, so the build cuts each weight down to
// the characters of data/ (harfbuzz keeps the contextual forms and ligatures those letters need). The
// @font-face unicode-range (src/components/seo/arabic-font-face.tsx) sends only Arabic text to it: Latin text keeps
// the system font. Edited text brings its letters along at the next build.
// Resolved from the project root: gatsby-node is bundled by Parcel, which rewrites a bare require.resolve.
const fromProject = createRequire(path.resolve("package.json"))
const SOURCE = path.dirname(fromProject.resolve("@fontsource/ibm-plex-sans-arabic/package.json"))
export const SUBSET_DIR = path.resolve(".cache", "arabic-font")
export const subsetFile = (weight: number) => `ibm-plex-sans-arabic-${weight}.woff2`

// Every character of every text in the JSON files below `dataDir`.
export function textCharacters(dataDir: string): string {
  const characters = new Set<string>()
  const collect = (value: unknown): void => {
    if (typeof value === "string") for (const character of value) characters.add(character)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === "object") Object.values(value).forEach(collect)
  }
  for (const file of filesBelow(dataDir).filter((name) => name.endsWith(".json"))) {
    collect(JSON.parse(fs.readFileSync(file, "utf8")))
  }
  return [...characters].sort().join("")
}

// Writes one subset per weight into `outDir` (rewritten only when it changes); returns the files' sizes.
export async function writeArabicSubsets(dataDir: string, outDir = SUBSET_DIR): Promise<Record<number, number>> {
  const text = textCharacters(dataDir)
  fs.mkdirSync(outDir, { recursive: true })
  const sizes: Record<number, number> = {}
  for (const weight of ARABIC_FONT_WEIGHTS) {
    const source = fs.readFileSync(path.join(SOURCE, "files", `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`))
    const subset = await subsetFont(source, text, { targetFormat: "woff2" })
    const file = path.join(outDir, subsetFile(weight))
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(subset)) fs.writeFileSync(file, subset)
    sizes[weight] = subset.length
  }
  return sizes
}
