import { CONSENT_FIELD } from "../../lib/consent"
import { QUOTE_LIMITS } from "../../lib/form-limits"
import type { FieldError } from "../../lib/form-fields"
import type { QuoteField } from "../../lib/quote-schema"
import { fill } from "../../lib/format"
import { VENDOR_REGISTRATION } from "../../lib/routes"

export type FormValues = Record<QuoteField, string>
export type ErrorTexts = {
  readonly required: string
  readonly tooLong: string
  readonly tooShort: string
  readonly email: string
  readonly phone: string
  readonly select: string
  readonly singleLine: string
  readonly name: string
  readonly unknown: string
  readonly consent: string
  readonly date?: string
  readonly pastDate?: string
}

// Order of the controls on the page: focus goes to the first invalid one.
export const FIELD_ORDER: readonly QuoteField[] = [
  "firstName",
  "lastName",
  "email",
  "company",
  "phone",
  "industry",
  "service",
  "message",
  "siteKind",
  "site",
  "neededBy",
  CONSENT_FIELD,
]

// Every field empty; the consent box posts "on" once ticked, as a browser posts a checkbox.
export const EMPTY_VALUES = Object.fromEntries(FIELD_ORDER.map((field) => [field, ""])) as FormValues

export const MAX_LENGTH: Partial<Record<QuoteField, number>> = {
  firstName: QUOTE_LIMITS.name,
  lastName: QUOTE_LIMITS.name,
  email: QUOTE_LIMITS.email,
  company: QUOTE_LIMITS.company,
  phone: QUOTE_LIMITS.phone,
  message: QUOTE_LIMITS.messageMax,
  site: QUOTE_LIMITS.site,
}

export function errorText(error: FieldError, texts: ErrorTexts): string {
  return fill(texts[error.code] ?? texts.required, { min: error.min ?? "", max: error.max ?? "" })
}

type OptionSource = {
  readonly formServices: { readonly nodes: readonly { readonly formValue: string; readonly title: string }[] }
  readonly formIndustries: { readonly nodes: readonly { readonly slug: string; readonly title: string }[] }
  readonly siteJson: { readonly form: { readonly serviceVendorRegistration: string } } | null
}

// The selects' options come from data/: services by their form value (the first service of a shared value
// names it), industries by their slug; last, the vendor-registration pack /prequalification/ asks for on the
// contact page (the home page's form goes without it: its HTML must fit TCP's first window).
export function formOptions({ formServices, formIndustries, siteJson }: OptionSource, { packRequest = true } = {}) {
  const services = formServices.nodes.filter(
    (node, index, all) => all.findIndex((other) => other.formValue === node.formValue) === index,
  )
  return {
    services: [
      ...services.map((node) => ({ value: node.formValue, label: node.title })),
      ...(packRequest && siteJson
        ? [{ value: VENDOR_REGISTRATION, label: siteJson.form.serviceVendorRegistration }]
        : []),
    ],
    industries: formIndustries.nodes.map((node) => ({ value: node.slug, label: node.title })),
  }
}
