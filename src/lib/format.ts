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
// Unicode's left-to-right embedding (LRE … PDF), invisible in either language. (Chromium ignores the newer
// isolates, LRI … PDI, and reversed "+20 3 420 1100" into "1100 420 3 20+".)
export const leftToRight = (text: string) => `\u202A${text}\u202C`
export const phoneList = (phones: readonly string[]) => phones.map(leftToRight).join(", ")
