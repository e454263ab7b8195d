// The quote form's length limits, for the server's schema (quote-schema.ts) and the controls' maxlength and
// minlength alike. A module of its own, without zod, so the page's first-load JavaScript need not carry it.
export const QUOTE_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  phone: 30,
  messageMin: 20,
  messageMax: 5000,
  site: 200,
} as const

// A day as "YYYY-MM-DD": the date input's own format in every language, and what the needed-by field must hold
// as text (src/components/forms/site-fields.tsx). The pattern as an input's pattern attribute takes it, anchored.
export const ISO_DAY_PATTERN = "\\d{4}-\\d{2}-\\d{2}"
export const ISO_DAY = new RegExp(`^${ISO_DAY_PATTERN}$`)

// Where the work is: onshore (a city or site) or offshore (a field or vessel).
export const SITE_KINDS = ["onshore", "offshore"] as const

// The complaint form (complaint-schema.ts) shares e-mail, company, phone and the message's limits.
export const COMPLAINT_LIMITS = {
  name: 200,
  email: QUOTE_LIMITS.email,
  company: QUOTE_LIMITS.company,
  phone: QUOTE_LIMITS.phone,
  jobReference: 100,
  detailsMin: QUOTE_LIMITS.messageMin,
  detailsMax: QUOTE_LIMITS.messageMax,
} as const
