import bidiFactory from "bidi-js"
import { isolateLtrRuns, ltrRuns } from "../src/lib/bidi-runs"
import { arabicTexts, type CheckedEntry } from "./glossary-check"

// Every Arabic text of data/, as the site renders it (its left-to-right runs isolated, src/lib/bidi-runs.ts), through
// the Unicode bidirectional algorithm (bidi-js) in a right-to-left paragraph: a code, a date, a clause or a unit that
// would still display reordered stops the build, naming the file, the entry and the field. `render` is how the
// texts reach the page; a test passes the text as written to see what an isolate saves.

const bidi = bidiFactory()

// Where each character of `text` stands in `rendered`, which only adds characters (the isolates) to it.
function positions(text: string, rendered: string): number[] {
  const at: number[] = []
  let index = 0
  for (let renderedIndex = 0; renderedIndex < rendered.length && index < text.length; renderedIndex++)
    if (rendered[renderedIndex] === text[index]) at[index++] = renderedIndex
  return at
}

// The runs of `text` that display out of their own order when `rendered` is laid out right to left on one line.
export function reorderedRuns(text: string, rendered = isolateLtrRuns(text)): string[] {
  const runs = ltrRuns(text)
  if (runs.length === 0) return []
  const levels = bidi.getEmbeddingLevels(rendered, "rtl")
  const visual = new Array<number>(rendered.length)
  bidi.getReorderedIndices(rendered, levels).forEach((logical, place) => (visual[logical] = place))
  const at = positions(text, rendered)
  return runs
    .filter(({ start, end }) => {
      for (let index = start + 1; index < end; index++) if (visual[at[index]] !== visual[at[index - 1]] + 1) return true
      return false
    })
    .map(({ start, end }) => text.slice(start, end))
}

// Numbers listed with a Latin comma ("60, 30, 7"): in Arabic the list separates with «، » (LIST_SEPARATORS in
// src/lib/format.ts), as the client area joins the reminder days; "2,150" is one number and stays.
const LATIN_LIST = /\d+(?:, \d+)+/g
// A temperature in Latin degrees ("3 °C" displays «C° 3»): the Arabic writes «3 °م», «30 °ف», as hydrotesting does.
const LATIN_DEGREES = /\d+(?:\.\d+)? ?°[CF]\b/g

export function bidiCheck(entries: readonly CheckedEntry[], render = isolateLtrRuns): string[] {
  return entries.flatMap(({ file, name, value }) => {
    const translation = (value as { ar?: unknown } | undefined)?.ar
    if (translation === undefined) return []
    return arabicTexts(translation, "ar").flatMap(({ field, text }) => [
      ...reorderedRuns(text, render(text)).map(
        (run) =>
          `${file}: ${name}, field "${field}": "${run}" would display reordered in the Arabic text; render it through the site's isolates (src/lib/bidi-runs.ts)`,
      ),
      ...[...text.matchAll(LATIN_LIST)].map(
        ([list]) =>
          `${file}: ${name}, field "${field}": "${list}" separates with a Latin comma; an Arabic list separates with «، »`,
      ),
      ...[...text.matchAll(LATIN_DEGREES)].map(
        ([degrees]) =>
          `${file}: ${name}, field "${field}": "${degrees}" writes the unit in Latin; the Arabic writes °م and °ف`,
      ),
    ])
  })
}
