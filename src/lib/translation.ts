import { DEFAULT_LOCALE, LANGUAGE_NAMES, TRANSLATED_LOCALES, type Locale } from "./locales"

// A data file holds the English texts and, beside them, one block per translated edition ("ar": { … }) with
// the same shape minus the fields every edition shares: ids, icons, images, codes, numbers, contact details
// (each kind's `sharedFields` in src/lib/content-kinds.ts). Items of lists of objects are matched by position.

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)
const isListOfObjects = (value: unknown[]) => value.length > 0 && value.every(isObject)
const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key)

// The English of a data entry, without its translation blocks.
export function withoutTranslations<T>(value: T): T {
  if (!isObject(value)) return value
  const english = { ...value }
  for (const locale of TRANSLATED_LOCALES) delete english[locale]
  return english as T
}

// What is wrong with one translation block, as [field, problem] pairs; field paths start at the block ("ar.title").
export function translationProblems(
  sharedFields: readonly string[],
  entry: unknown,
  locale: Locale,
): [string, string][] {
  const english = withoutTranslations(entry)
  if (!isObject(english)) return []
  const language = LANGUAGE_NAMES[locale]
  const shared = new Set<string>(sharedFields)
  const block = (entry as Json)[locale]
  if (block === undefined) {
    const fields = Object.keys(english).filter((key) => !shared.has(key))
    return [[locale, `the ${language} translation is missing; add "${locale}": { ${fields.join(", ")} }`]]
  }
  const problems: [string, string][] = []
  // `shape` is the path with list positions written as [] (to look up shared fields), `field` with numbers.
  const compare = (source: unknown, translated: unknown, shape: string, field: string) => {
    const where = `${locale}${field ? `.${field}` : ""}`
    if (translated === undefined) return void problems.push([where, `the ${language} translation is missing`])
    if (typeof source === "string") {
      if (typeof translated !== "string" || translated.trim() === "")
        problems.push([where, `must be the ${language} text (the English is "${source}")`])
      return
    }
    if (Array.isArray(source)) {
      if (!Array.isArray(translated)) return void problems.push([where, `must be a list, like the English`])
      if (isListOfObjects(source)) {
        if (translated.length !== source.length) {
          problems.push([
            where,
            `has ${translated.length} item(s); the English has ${source.length}, matched by position`,
          ])
          return
        }
        source.forEach((item, index) => compare(item, translated[index], `${shape}[]`, `${field}[${index}]`))
      } else if (translated.length === 0) problems.push([where, "must list at least one item"])
      else translated.forEach((item, index) => compare(source[0], item, `${shape}[]`, `${field}[${index}]`))
      return
    }
    if (isObject(source)) {
      if (!isObject(translated)) return void problems.push([where, "must be an object, like the English"])
      for (const [key, value] of Object.entries(source)) {
        if (!shared.has(join(shape, key))) compare(value, translated[key], join(shape, key), join(field, key))
      }
      for (const key of Object.keys(translated)) {
        const path = `${locale}.${join(field, key)}`
        if (shared.has(join(shape, key)))
          problems.push([path, `is the same in every language; set it once, outside "${locale}"`])
        else if (!(key in source)) problems.push([path, "is not a field of the English; remove it or correct its name"])
      }
    }
  }
  compare(english, block, "", "")
  return problems
}

// Lays a translation over the English: its texts replace the English ones, the shared fields stay.
function overlay(english: unknown, translated: unknown): unknown {
  if (translated === undefined) return english
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return english
    return isListOfObjects(english) ? english.map((item, index) => overlay(item, translated[index])) : translated
  }
  if (isObject(english)) {
    if (!isObject(translated)) return english
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, overlay(value, translated[key])]))
  }
  return translated
}

// One data entry as one edition shows it.
export function localizeEntry<T>(entry: T, locale: Locale): T {
  const english = withoutTranslations(entry)
  if (locale === DEFAULT_LOCALE) return english
  return overlay(english, (entry as Json)[locale]) as T
}
