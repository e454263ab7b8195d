import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from "./locales"

// A data file holds one complete entry per edition, { "en": { … }, "ar": { … } }: Sveltia CMS's i18n structure
// "single_file", which the editor at /admin/ reads and writes (site-build/admin/). A list file (industries.json) holds
// one list per edition, { "en": [ … ], "ar": [ … ] }, matched by position. The fields every edition shares (ids,
// icons, codes, numbers: each kind's `sharedFields` in src/lib/content-kinds.ts) are written in each edition alike
// (the CMS keeps them so: i18n "duplicate"); the English decides, and a translation that differs is reported.
// Items of lists of objects are matched by position.

type Json = Record<string, unknown>
export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isListOfObjects = (value: unknown[]) => value.length > 0 && value.every(isObject)
const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

// The shape every data file has; a file in any other shape is reported as such (content/check-entry.ts).
export const EDITIONS_SHAPE = `{ ${LOCALES.map((locale) => `"${locale}": { … }`).join(", ")} }`
export const hasEditions = (value: unknown): value is Json => isObject(value) && DEFAULT_LOCALE in value

// The English of a data entry, without its translations.
export function withoutTranslations<T>(value: T): T {
  return (hasEditions(value) ? value[DEFAULT_LOCALE] : undefined) as T
}

// A list file's entries, one { "en": …, "ar": … } each, matched by position.
export function listEntries(value: unknown): unknown[] {
  if (!hasEditions(value) || !Array.isArray(value[DEFAULT_LOCALE])) return []
  return (value[DEFAULT_LOCALE] as unknown[]).map((english, index) =>
    Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const list = value[locale]
        const item = locale === DEFAULT_LOCALE ? english : Array.isArray(list) ? list[index] : undefined
        return item === undefined ? [] : [[locale, item]]
      }),
    ),
  )
}

// What is wrong with one translation, as [field, problem] pairs; field paths start at the edition ("ar.title").
export function translationProblems(
  sharedFields: readonly string[],
  entry: unknown,
  locale: Locale,
): [string, string][] {
  const english = withoutTranslations(entry)
  if (!isObject(english)) return []
  const language = LANGUAGE_NAMES[locale]
  const shared = new Set<string>(sharedFields)
  const translation = (entry as Json)[locale]
  if (translation === undefined) {
    const fields = Object.keys(english).filter((key) => !shared.has(key))
    return [[locale, `the ${language} translation is missing; add "${locale}": { ${fields.join(", ")} }`]]
  }
  const problems: [string, string][] = []
  // `shape` is the path with list positions written as [] (to look up shared fields), `field` with numbers.
  const compare = (source: unknown, translated: unknown, shape: string, field: string) => {
    const where = `${locale}${field ? `.${field}` : ""}`
    if (shared.has(shape)) {
      // Left out, the English value serves; written, it must be the English one.
      if (translated !== undefined && !same(source, translated))
        problems.push([where, `is the same in every language: must be ${JSON.stringify(source)}, as in the English`])
      return
    }
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
      for (const [key, value] of Object.entries(source))
        compare(value, translated[key], join(shape, key), join(field, key))
      for (const key of Object.keys(translated)) {
        if (!(key in source))
          problems.push([
            `${locale}.${join(field, key)}`,
            "is not a field of the English; remove it or correct its name",
          ])
      }
    }
  }
  compare(english, translation, "", "")
  return problems
}

// Lays a translation over the English: its texts replace the English ones; a shared field left out keeps the
// English value.
export function overlay(english: unknown, translated: unknown): unknown {
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
