import type { CheckedEntry } from "./glossary-check"

// One standard, one Arabic title: wherever two pages give a code the same English title (case and punctuation
// aside), they give it the same Arabic title. A page that shortens a title shortens it in both languages
// ("Pressure vessel inspection code", «كود فحص أوعية الضغط») and is a title of its own.

type Titled = { file: string; name: string; field: string; code: string; english: string; arabic: string }

const sameWords = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

// Every { code, title } of an entry's English, with the title at the same place in its Arabic.
function titles(entry: CheckedEntry, en: unknown, ar: unknown, field: string, out: Titled[] = []): Titled[] {
  if (Array.isArray(en))
    en.forEach((item, index) =>
      titles(entry, item, Array.isArray(ar) ? ar[index] : undefined, `${field}[${index}]`, out),
    )
  else if (en && typeof en === "object") {
    const english = en as Record<string, unknown>
    const arabic = (ar && typeof ar === "object" ? ar : {}) as Record<string, unknown>
    if (typeof english.code === "string" && typeof english.title === "string" && typeof arabic.title === "string")
      out.push({
        file: entry.file,
        name: entry.name,
        field: `${field}.title`,
        code: english.code,
        english: english.title,
        arabic: arabic.title.trim(),
      })
    for (const [key, value] of Object.entries(english))
      if (value && typeof value === "object") titles(entry, value, arabic[key], `${field}.${key}`, out)
  }
  return out
}

export function standardTitlesCheck(entries: readonly CheckedEntry[]): string[] {
  const first = new Map<string, Titled>()
  const errors: string[] = []
  for (const entry of entries) {
    const { en, ar } = (entry.value ?? {}) as { en?: unknown; ar?: unknown }
    for (const title of titles(entry, en, ar, "ar")) {
      const key = `${title.code}\n${sameWords(title.english)}`
      const earlier = first.get(key)
      if (earlier === undefined) first.set(key, title)
      else if (earlier.arabic !== title.arabic)
        errors.push(
          `${title.file}: ${title.name}, field "${title.field}": «${title.arabic}» is not the Arabic title ${title.code} has in ${earlier.file}, field "${earlier.field}": «${earlier.arabic}»; one standard, one title`,
        )
    }
  }
  return errors
}
