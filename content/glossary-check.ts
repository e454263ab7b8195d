import { glossarySchema, type GlossaryData } from "../src/lib/content-schema"
import { withoutTranslations } from "../src/lib/translation"

// The Arabic of data/ held to data/glossary.json: no variant the glossary says to avoid, anywhere (a term's variant,
// the singular form of address, the tanween written on the alif), and each English gloss in brackets ("(PAUT)") given
// once a page, at the term's first use. A page is one entry of a kind (a service, a case study, an industry,
// site.json): its texts in the order the file holds them, which is the order the page shows them.

export type CheckedEntry = { file: string; name: string; value: unknown }
type Text = { field: string; text: string }

// Diacritics and the tatweel do not make another word: «المحمّص» is «المحمص».
const plain = (text: string) => text.replace(/\u0640|[\u064B-\u065F]|\u0670/g, "")

// A bracket of Latin words, codes or abbreviations, without Arabic and without a "{placeholder}". A bracket that
// closes up to a code is part of its reference, not a gloss: UG-99(h), 9(3)(a)(i).
const GLOSS = /(?<![\w)-])\(([^(){}\u0600-\u06FF]*[A-Za-z][^(){}\u0600-\u06FF]*)\)/g

export function arabicTexts(value: unknown, field: string, out: Text[] = []): Text[] {
  if (typeof value === "string") out.push({ field, text: value })
  else if (Array.isArray(value)) value.forEach((item, index) => arabicTexts(item, `${field}[${index}]`, out))
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) arabicTexts(item, `${field}.${key}`, out)
  return out
}

type Term = GlossaryData["terms"][number]

// An Arabic letter: a whole word has none on either side.
const LETTER = "\\u0621-\\u064A\\u066E-\\u06D3"
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

// Whether a text holds `variant` the way the row says to look (the schema's `match`). A whole word may carry the
// conjunction «و» or «ف» and the preposition «ب» or «ل»: «وأنت» is «أنت», «لحسابك» is «حسابك». Made once a variant,
// and given each text with its diacritics taken out once: every text is held to every variant.
type Matcher = (text: string, plainText: string) => boolean
function matcherOf(variant: string, match: Term["match"]): Matcher {
  if (match === "marks") return (text) => text.includes(variant)
  if (match === "words") {
    const word = new RegExp(`(?<![${LETTER}])[وف]?[بل]?${escaped(plain(variant))}(?![${LETTER}])`)
    return (_, plainText) => word.test(plainText)
  }
  const plainVariant = plain(variant)
  return (_, plainText) => plainText.includes(plainVariant)
}

const holds = (text: string, variant: string, match: Term["match"]) => matcherOf(variant, match)(text, plain(text))

// The glossary's own mistakes beyond its schema: a variant inside the term it replaces would refuse every right use.
function glossaryProblems(file: string, glossary: GlossaryData): string[] {
  return glossary.terms.flatMap((term, index) =>
    term.avoid.flatMap((variant, variantIndex) =>
      holds(term.arabic, variant, term.match)
        ? [
            `${file}: glossary, field "terms[${index}].avoid[${variantIndex}]": «${variant}» is part of the term «${term.arabic}» itself`,
          ]
        : [],
    ),
  )
}

type Variant = { variant: string; term: Term; holdsIn: Matcher }
const variantsOf = (glossary: GlossaryData): Variant[] =>
  glossary.terms.flatMap((term) =>
    term.avoid.map((variant) => ({ variant, term, holdsIn: matcherOf(variant, term.match) })),
  )

function avoidedVariants({ file, name }: CheckedEntry, texts: Text[], variants: readonly Variant[]): string[] {
  return texts.flatMap(({ field, text }) => {
    const plainText = plain(text)
    return variants
      .filter(({ holdsIn }) => holdsIn(text, plainText))
      .map(
        ({ variant, term }) =>
          `${file}: ${name}, field "${field}": «${variant}» is a variant data/glossary.json says to avoid; write «${term.arabic}» (${term.english})`,
      )
  })
}

// Texts read on their own, away from the page's flow: the search snippet and a picture's alt text gloss for
// themselves.
const STANDALONE = /\.(description|pageDescription|imageAlt)$/
// The mails a file holds are documents of their own, read apart from its page.
const OWN_DOCUMENT = /^ar\.mail\./
// "(CMLs)" glosses the term "(CML)" did.
const glossKey = (gloss: string) =>
  gloss
    .trim()
    .toLowerCase()
    .replace(/(?<=\w{2})s$/, "")

function repeatedGlosses({ file, name }: CheckedEntry, texts: Text[]): string[] {
  const first = new Map<string, string>()
  const errors: string[] = []
  for (const { field, text } of texts) {
    if (STANDALONE.test(field)) continue
    for (const [, gloss] of text.matchAll(GLOSS)) {
      const key = `${OWN_DOCUMENT.exec(field)?.[0] ?? ""}${glossKey(gloss)}`
      const earlier = first.get(key)
      if (earlier === undefined) first.set(key, field)
      else
        errors.push(
          `${file}: ${name}, field "${field}": the English gloss "(${gloss.trim()})" is already given in field "${earlier}"; gloss a term once a page, at its first use`,
        )
    }
  }
  return errors
}

// `glossary` is data/glossary.json as read (both editions); one that breaks its schema is reported by the content
// check's schema rule, and nothing is held to it.
export function glossaryCheck(entries: readonly CheckedEntry[], glossary: CheckedEntry | undefined): string[] {
  const parsed = glossary && glossarySchema.safeParse(withoutTranslations(glossary.value))
  const terms = parsed?.success ? parsed.data : undefined
  const errors = glossary && terms ? glossaryProblems(glossary.file, terms) : []
  const variants = terms ? variantsOf(terms) : []
  for (const entry of entries) {
    const translation = (entry.value as { ar?: unknown } | undefined)?.ar
    if (translation === undefined) continue
    const texts = arabicTexts(translation, "ar")
    errors.push(...avoidedVariants(entry, texts, variants))
    errors.push(...repeatedGlosses(entry, texts))
  }
  return errors
}
