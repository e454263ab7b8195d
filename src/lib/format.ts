import type { Locale } from "./locales"

// Fills "{name}" placeholders in data texts, e.g. "Why Choose {brand}".
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

// tel: links want the digits only, with the leading + kept.
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])

// A phone number or address set inside a sentence keeps its left-to-right order in an Arabic one: wrapped in
// Unicode's left-to-right isolate (LRI … PDI), invisible in either language. For text only (toasts, mails);
// pages use an element with dir="ltr" (src/components/ui/filled-text.tsx).
export const leftToRight = (text: string) => `\u2066${text}\u2069`
// Between the items of a list in a sentence: Arabic has its own comma (U+060C).
export const LIST_SEPARATORS: Record<Locale, string> = { en: ", ", ar: "، " }
export const phoneList = (phones: readonly string[], locale: Locale) =>
  phones.map(leftToRight).join(LIST_SEPARATORS[locale])

// Making a formatter costs far more than formatting with one; a server answers many dates.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

// "2027-03-14" or "2025-09" as the edition writes dates, with Western digits in Arabic too (as the codes are written).
export function formatDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  const date = new Date(Date.UTC(year, month - 1, day ?? 1))
  const key = `${locale}:${day ? "day" : "month"}`
  let format = dateFormats.get(key)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = day
      ? { dateStyle: "long", timeZone: "UTC" }
      : { year: "numeric", month: "long", timeZone: "UTC" }
    format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, options)
    dateFormats.set(key, format)
  }
  return format.format(date)
}
