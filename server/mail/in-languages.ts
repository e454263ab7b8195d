import { LOCALES, type Locale } from "../../src/lib/locales"

// What a mail says in one language: the subject and the body, filled in.
export type Wording = { subject: string; body: string }

// A mail to a reader whose language nobody has told us says it in every edition's language, English first: the
// subjects side by side, the bodies one after the other with a rule between them.
export function inLanguages(say: (locale: Locale) => Wording, locales: readonly Locale[] = LOCALES): Wording {
  const words = locales.map(say)
  return {
    subject: words.map((wording) => wording.subject).join(" | "),
    body: `${words.map((wording) => wording.body.trim()).join("\n\n—\n\n")}\n`,
  }
}
