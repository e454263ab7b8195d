import { execFileSync } from "node:child_process"

// A PDF read as a buyer's viewer and search would, through Debian's poppler-utils (pdfinfo, pdffonts, pdftotext).

export function pdfInfo(file: string): Record<string, string> {
  const out = execFileSync("pdfinfo", [file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
  return Object.fromEntries(
    out
      .split("\n")
      .filter((line) => line.includes(":"))
      .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]),
  )
}

// Each font of the document: its name and whether it is embedded and subset.
export function pdfFonts(file: string): { name: string; embedded: boolean; subset: boolean }[] {
  const out = execFileSync("pdffonts", [file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
  return out
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const columns = line.trim().split(/\s+/)
      // name … emb sub uni object ID: the flags are the 5th to 3rd columns from the end.
      const [emb, sub] = columns.slice(-5, -3)
      return { name: columns[0], embedded: emb === "yes", subset: sub === "yes" }
    })
}

export const pdfText = (file: string) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })

// Poppler 22's pdftotext writes the two letters of a ligature (lam-alef, and IBM Plex Arabic's others) in reverse
// order, repeats or moves a mark set on one, splits words and moves brackets: so spaces, brackets, direction
// marks and Arabic marks are ignored, and
// two neighbouring Arabic letters may come in either order. Every other character must be there, in its place.
const IGNORED = /[\s()\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\u064b-\u0652]/g
const ARABIC = /[\u0600-\u06ff]/
export function findsText(text: string, phrase: string): boolean {
  const haystack = text.replace(IGNORED, "")
  const needle = phrase.replace(IGNORED, "")
  const matchesAt = (start: number) => {
    let at = start
    let index = 0
    while (index < needle.length) {
      if (haystack[at] === needle[index]) {
        at += 1
        index += 1
      } else if (
        ARABIC.test(needle[index]) &&
        ARABIC.test(needle[index + 1] ?? "") &&
        haystack[at] === needle[index + 1] &&
        haystack[at + 1] === needle[index]
      ) {
        at += 2
        index += 2
      } else return false
    }
    return true
  }
  for (let start = 0; start < haystack.length; start += 1) if (matchesAt(start)) return true
  return false
}
