import fs from "node:fs"
import { htmlFiles } from "../../http-rules/public-files"
import { ICON_NAMES, type IconName } from "../../src/lib/icon-names"
import { ICON_HREF_ATTRIBUTE } from "../../src/lib/deferred-assets"
import { ICON_SYMBOLS_CLASS } from "../../src/lib/icon-sprite"
import { iconSymbol } from "../icons/sprite"

// A built page carries the symbols of its own icons, at the end of its <body>, after everything it shows: an
// icon file that <use> points into is a document of its own to the browser, which parses and styles all its
// symbols on the main thread, a task of 25–37 ms in a first visit on a 4×-slowed phone. Behind the footer they
// cost nothing of the first screen's bytes. The icons keep waiting in data-href for the first paint
// (src/lib/deferred-assets.ts); pages React renders in the browser point into the icon file instead.
const ICON_USE = new RegExp(`<use ${ICON_HREF_ATTRIBUTE}="#([^"]+)"`, "g")
const BODY_END = "</body>"

export function embedIconSymbols(html: string, where: string): { html: string; symbols: number } {
  const names = [...new Set(Array.from(html.matchAll(ICON_USE), (match) => match[1]))]
  if (!names.length) return { html, symbols: 0 }
  const unknown = names.filter((name) => !(ICON_NAMES as string[]).includes(name))
  if (unknown.length)
    throw new Error(
      `site-build/postbuild/icon-symbols.ts: ${where} names icons the icon set has not: ${unknown.join(", ")}`,
    )
  const end = html.lastIndexOf(BODY_END)
  if (end < 0) throw new Error(`site-build/postbuild/icon-symbols.ts: ${where} has no ${BODY_END}`)
  // Its class keeps the drawings' own box out of the page; <use> draws from a symbol whether it is shown or not.
  const symbols = `<svg class="${ICON_SYMBOLS_CLASS}">${names.map((name) => iconSymbol(name as IconName)).join("")}</svg>`
  return { html: html.slice(0, end) + symbols + html.slice(end), symbols: names.length }
}

// Every page; returns how many symbols were written in all.
export function embedPageIconSymbols(publicDir: string): number {
  let symbols = 0
  for (const file of htmlFiles(publicDir)) {
    const result = embedIconSymbols(fs.readFileSync(file, "utf8"), file)
    if (result.symbols) fs.writeFileSync(file, result.html)
    symbols += result.symbols
  }
  return symbols
}
