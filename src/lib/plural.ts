import { fill } from "./format"
import type { Locale } from "./locales"

// A count's words by the language's plural rule (Intl.PluralRules): English has one and other, Arabic zero, one,
// two, few, many and other. A text names the forms it needs; a missing one falls back to `other`.
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string }

const rules = new Map<Locale, Intl.PluralRules>()
const ruleOf = (locale: Locale) => {
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)))
  return rule
}

// The form for `count`, with "{count}" and any further placeholders filled ("{shown} of {count} items").
export function countText(
  locale: Locale,
  count: number,
  forms: CountForms,
  values: Record<string, string | number> = {},
): string {
  const form = forms[ruleOf(locale).select(count)] ?? forms.other
  return fill(form, { ...values, count })
}
