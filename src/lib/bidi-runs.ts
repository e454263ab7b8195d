import { leftToRight } from "./format"

// Codes, tag numbers, dates, clauses, units and file types inside Arabic text: the left-to-right runs that the
// Unicode bidirectional algorithm would otherwise reorder in a right-to-left paragraph ("40-P-1204" shown as
// "P-1204-40", "9(3)(a)(i)" as "(i)(a)(3)9"). Every place that renders a data text isolates them: React through
// <BidiText> (src/components/ui/bidi-text.tsx), attributes, PDFs and mails through isolateLtrRuns(). The content
// check (content/bidi-check.ts) runs the algorithm over every Arabic text of data/ as rendered.

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
// A run begins with a Latin letter or a digit, or a minus or dot leading one ("−800 mV", ".pdf"). Not a plus:
// «+500» reads "more than 500" in the paragraph's direction.
const START = /[A-Za-z0-9]/
const LEADING = /[.\u2212]/
// What may end a run: a letter, a digit, a vulgar fraction ("Sa 2½"), a closing bracket it opened.
const END = /[A-Za-z0-9\u00BC-\u00BE\u2150-\u215E)]/
// What may stand inside one: a code's or a unit's punctuation. A comma, a colon or an at sign only between digits
// or letters ("2,150", "ISO 9001:2015", "name@company.com", whose "name@" would otherwise stand apart): «60, 30, 7»
// is a list, read in the paragraph's direction.
const INSIDE = /[A-Za-z0-9\u00BC-\u00BE\u2150-\u215E ./\-\u2010-\u2013\u2212+×()&°'’_#]/
const BETWEEN = /[,:@]/
// After a space, a bracket is a gloss of what came before ("1998 (LOLER)", «المادة 2 (RT)») and a spaced dash a
// range («1 يناير 2023 – 31 ديسمبر»): both read in the paragraph's direction, so the run ends there.
const SPACED_BREAK = /^ +(?:\(|[-\u2010-\u2015\u2212] )/
const ALNUM = /[A-Za-z0-9]/

// Pop directional isolate (U+2069), which ends the left-to-right isolate (U+2066) leftToRight() opens.
const PDI = "\u2069"
const ISOLATE_OPENERS = /[\u2066\u2067\u2068]/

export const hasArabic = (text: string) => ARABIC.test(text)

export type BidiRun = { start: number; end: number }

// A run that cannot be reordered needs no isolate: one word, or one number ("2,150", "12.5"), or words of letters.
const SAFE = /^(?:[A-Za-z]+(?: [A-Za-z]+)*|[0-9]+(?:[.,][0-9]+)*)$/

// Its end trimmed back to a character that may end it, brackets balanced: "Sa 2½)" in «(مثل Sa 2½)» is "Sa 2½", the
// bracket being the Arabic sentence's.
function trimmed(text: string, start: number, end: number): number {
  let stop = end
  for (;;) {
    while (stop > start && !END.test(text[stop - 1])) stop--
    let depth = 0
    let unmatched = -1
    for (let index = start; index < stop; index++) {
      if (text[index] === "(") depth++
      else if (text[index] === ")") {
        if (depth === 0) {
          unmatched = index
          break
        }
        depth--
      }
    }
    if (unmatched >= 0) {
      stop = unmatched
      continue
    }
    if (depth > 0) {
      // An opening bracket left open: the run ends before it.
      let open = 0
      let cut = stop
      for (let index = stop - 1; index >= start; index--) {
        if (text[index] === ")") open++
        else if (text[index] === "(") {
          if (open === 0) cut = index
          else open--
        }
      }
      if (cut === stop) return stop
      stop = cut
      continue
    }
    return stop
  }
}

// The left-to-right runs of a text with Arabic in it that would display reordered without an isolate, in order;
// none in a text without Arabic (its page or paragraph is left-to-right). Text already inside an isolate is skipped.
export function ltrRuns(text: string): BidiRun[] {
  if (!hasArabic(text)) return []
  const runs: BidiRun[] = []
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (ISOLATE_OPENERS.test(char)) {
      const close = text.indexOf(PDI, index)
      index = close < 0 ? text.length : close + 1
      continue
    }
    const leads = LEADING.test(char) && START.test(text[index + 1] ?? "") && !ALNUM.test(text[index - 1] ?? "")
    if (!START.test(char) && !leads) {
      index++
      continue
    }
    let end = index + 1
    while (end < text.length) {
      const next = text[end]
      if (next === " " && SPACED_BREAK.test(text.slice(end))) break
      if (INSIDE.test(next)) end++
      else if (BETWEEN.test(next) && ALNUM.test(text[end - 1]) && ALNUM.test(text[end + 1] ?? "")) end++
      else break
    }
    const stop = trimmed(text, index, end)
    if (stop > index && !SAFE.test(text.slice(index, stop))) runs.push({ start: index, end: stop })
    index = Math.max(stop, index + 1)
  }
  return runs
}

export type BidiSegment = { text: string; ltr: boolean }

// The text cut at its runs, for a renderer that isolates by its own means (<bdi dir="ltr">, Typst's text(dir: ltr)).
export function bidiSegments(text: string): BidiSegment[] {
  const segments: BidiSegment[] = []
  let from = 0
  for (const { start, end } of ltrRuns(text)) {
    if (start > from) segments.push({ text: text.slice(from, start), ltr: false })
    segments.push({ text: text.slice(start, end), ltr: true })
    from = end
  }
  if (from < text.length || segments.length === 0) segments.push({ text: text.slice(from), ltr: false })
  return segments
}

// The text with each run between U+2066 and U+2069: for attributes (a placeholder), mails and plain-text formats.
export const isolateLtrRuns = (text: string) =>
  bidiSegments(text)
    .map((segment) => (segment.ltr ? leftToRight(segment.text) : segment.text))
    .join("")
