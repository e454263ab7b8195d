// The site's editions. English is the default and lives at the root; every other edition lives under
// /<code>/ with the same paths (/ar/services/ndt/). Its texts are in data/, one entry per edition in each file
// ({ "en": …, "ar": … }: src/lib/translation.ts).
export const LOCALES = ["en", "ar"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "en"
// The editions translated from the default one.
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

// For build messages to editors, and the company's notification ("Language: Arabic").
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "Arabic" }
// Open Graph's og:locale values.
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", ar: "ar_EG" }

const RIGHT_TO_LEFT = new Set<Locale>(["ar"])
export const textDirection = (locale: Locale): "ltr" | "rtl" => (RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr")

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

// The edition a site path belongs to: /ar/… is Arabic, everything else English.
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1]
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE
}

// The attributes of a page's <html>: its edition's language and direction.
export function documentLanguage(path: string): { lang: Locale; dir: "ltr" | "rtl" } {
  const locale = localeOfPath(path)
  return { lang: locale, dir: textDirection(locale) }
}

// "/services/" in Arabic is "/ar/services/". Hash-only and external links are left alone.
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path
  return `/${locale}${path}`
}

// The same page in the default edition: "/ar/services/" → "/services/".
export function unlocalizePath(path: string): string {
  const locale = localeOfPath(path)
  return locale === DEFAULT_LOCALE ? path : path.slice(locale.length + 1) || "/"
}

// The same page in every edition, and "x-default" (the default edition) for readers of any other language:
// hreflang alternates for the head and the sitemap.
export function alternatePaths(path: string): { hreflang: string; path: string }[] {
  const page = unlocalizePath(path)
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localizePath(page, locale) })),
    { hreflang: "x-default", path: localizePath(page, DEFAULT_LOCALE) },
  ]
}
