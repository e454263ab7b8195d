import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { COLORS as BRAND, LOGO_MARK, logoMarkBody } from "../../src/lib/brand"

// The social card of a page (og:image, twitter:image): 1200×630 PNG, drawn as SVG and rasterised by sharp at build
// time — navy ground, the logo mark and the brand, the page's title on up to three lines, a caption and the site's
// host, with the mark's wave fronts and weld seam as line art.

export const WIDTH = 1200
export const HEIGHT = 630
const MARGIN = 80
const TITLE_WIDTH = WIDTH - 2 * MARGIN - 40
const MAX_LINES = 3
// Tried in turn until the title fits on MAX_LINES; below the last, the title is cut with an ellipsis.
const TITLE_SIZES = [72, 64, 56]
const LINE_HEIGHT = 1.18

const COLORS = {
  navy: BRAND.navy[900],
  navy800: BRAND.navy[800],
  accent: BRAND.accent[500],
  steel: BRAND.steel[300],
  white: BRAND.white,
}
// librsvg finds fonts through fontconfig; DejaVu Sans is on nearly every Linux, Liberation Sans next.
export const FONT_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"]
const FONT = `${FONT_FAMILIES.map((family) => `'${family}'`).join(", ")}, sans-serif`

// Advance widths of DejaVu Sans Bold (per 1000 em) for " " to "~", read from the font's hmtx table. Narrower
// fallback fonts only make the estimate safer.
const ASCII_WIDTHS = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838,
]
const OTHER_WIDTHS: Record<string, number> = {
  "—": 1000,
  "–": 500,
  "’": 380,
  "‘": 380,
  "“": 600,
  "”": 600,
  "·": 380,
  "…": 1000,
}

function charWidth(char: string): number {
  const code = char.charCodeAt(0)
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]
  if (char in OTHER_WIDTHS) return OTHER_WIDTHS[char]
  // An accented letter is as wide as its base letter; anything else gets a wide default.
  const base = char.normalize("NFD").charAt(0)
  return base !== char && base.charCodeAt(0) <= 126 ? charWidth(base) : 1000
}

export function textWidth(text: string, fontSize: number): number {
  return ([...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize) / 1000
}

// Greedy word wrap; a word wider than a line is broken between characters.
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (textWidth(line, fontSize) > maxWidth) {
      let cut = line.length - 1
      while (cut > 1 && textWidth(line.slice(0, cut), fontSize) > maxWidth) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}

export type TitleLayout = { lines: string[]; fontSize: number; truncated: boolean }

// The largest size at which the title fits on MAX_LINES lines, or the smallest size with the title cut short.
export function layoutTitle(title: string, maxWidth = TITLE_WIDTH): TitleLayout {
  for (const fontSize of TITLE_SIZES) {
    const lines = wrapText(title, fontSize, maxWidth)
    if (lines.length <= MAX_LINES) return { lines, fontSize, truncated: false }
  }
  const fontSize = TITLE_SIZES[TITLE_SIZES.length - 1]
  const lines = wrapText(title, fontSize, maxWidth).slice(0, MAX_LINES)
  let last = lines[MAX_LINES - 1]
  while (last && textWidth(`${last}…`, fontSize) > maxWidth) last = last.replace(/\s*\S+$/, "") || last.slice(0, -1)
  lines[MAX_LINES - 1] = `${last.replace(/[\s,.;:–—-]+$/, "")}…`
  return { lines, fontSize, truncated: true }
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char])

// dir "rtl" (Arabic) sets the title and caption against the right edge and the host against the left.
export type Card = { title: string; brand: string; caption: string; host: string; dir?: "ltr" | "rtl" }

// Concentric wave fronts from a probe in the lower right, over a weld seam: the mark's motif, large and faint.
function lineArt(): string {
  const cx = 1040
  const cy = 500
  const arcs = [90, 160, 230, 300, 370, 440]
    .map((r, index) => {
      const opacity = (0.3 - index * 0.04).toFixed(2)
      return `<path d="M${cx - r} ${cy}a${r} ${r} 0 0 1 ${2 * r} 0" fill="none" stroke="${COLORS.steel}" stroke-width="3" stroke-linecap="round" opacity="${opacity}"/>`
    })
    .join("")
  const seam = Array(12).fill("l14 -16 14 16").join(" ")
  return [
    `<g>${arcs}</g>`,
    `<path d="M${cx - 170} ${cy + 30} ${seam}" fill="none" stroke="${COLORS.steel}" stroke-width="3" stroke-linejoin="round" opacity=".35"/>`,
    `<path d="M${cx - 470} ${cy + 30}h680" stroke="${COLORS.steel}" stroke-width="3" opacity=".25"/>`,
    `<path d="M${cx - 90} ${cy}a90 90 0 0 1 180 0" fill="none" stroke="${COLORS.accent}" stroke-width="4" stroke-linecap="round" opacity=".55"/>`,
    `<circle cx="${cx}" cy="${cy}" r="9" fill="${COLORS.white}" opacity=".8"/>`,
  ].join("")
}

export function socialImageSvg(card: Card): string {
  const { lines, fontSize } = layoutTitle(card.title)
  const lineHeight = Math.round(fontSize * LINE_HEIGHT)
  // The title block is centred in the band between the brand row and the caption.
  const bandTop = 200
  const bandBottom = 530
  const blockHeight = lineHeight * (lines.length - 1) + fontSize
  const firstBaseline = Math.round(bandTop + (bandBottom - bandTop - blockHeight) / 2 + fontSize * 0.8)
  const rtl = card.dir === "rtl"
  const [start, end] = rtl ? [WIDTH - MARGIN, MARGIN] : [MARGIN, WIDTH - MARGIN]
  const [startAnchor, endAnchor] = rtl ? ["end", "start"] : ["start", "end"]
  const title = lines
    .map((line, index) => `<tspan x="${start}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLORS.navy}"/><stop offset="1" stop-color="${COLORS.navy800}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>
${lineArt()}
<svg x="${MARGIN}" y="64" width="88" height="88" viewBox="${LOGO_MARK.viewBox}">${logoMarkBody()}</svg>
<text x="${MARGIN + 112}" y="124" font-family="${FONT}" font-size="46" font-weight="700" fill="${COLORS.white}">${escapeXml(card.brand)}</text>
<rect x="${MARGIN}" y="178" width="112" height="6" rx="3" fill="${COLORS.accent}"/>
<text text-anchor="${startAnchor}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${COLORS.white}">${title}</text>
<text x="${start}" y="584" text-anchor="${startAnchor}" font-family="${FONT}" font-size="28" fill="${COLORS.steel}">${escapeXml(card.caption)}</text>
<text x="${end}" y="584" text-anchor="${endAnchor}" font-family="${FONT}" font-size="24" fill="${COLORS.steel}" opacity=".8">${escapeXml(card.host)}</text>
<rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${COLORS.accent}"/>
</svg>`
}

export async function renderSocialImage(card: Card): Promise<Buffer> {
  return sharp(Buffer.from(socialImageSvg(card)))
    .resize(WIDTH, HEIGHT)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

// The font families fontconfig knows, or null when fc-list is not installed (sharp brings its own fontconfig).
export function installedFontFamilies(): string[] | null {
  try {
    return execFileSync("fc-list", [":", "family"], { encoding: "utf8" })
      .split("\n")
      .flatMap((line) => line.split(","))
      .map((family) => family.trim())
      .filter(Boolean)
  } catch {
    return null
  }
}

// Writes one PNG per card into publicDir at its path ("/og/services/ndt.png" → public/og/services/ndt.png).
export async function writeSocialImages(publicDir: string, cards: (Card & { path: string })[]): Promise<string[]> {
  const written: string[] = []
  for (const card of cards) {
    const file = path.join(publicDir, ...card.path.split("/").filter(Boolean))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, await renderSocialImage(card))
    written.push(file)
  }
  return written
}
