// What the request forms' fields accept, for the server's schemas (quote-schema.ts, complaint-schema.ts) and the
// controls' maxlength, minlength and pattern alike. A module of its own, without zod, so the page's first-load
// JavaScript need not carry it.

// The fields both forms ask alike, with the same rules (form-fields.ts): e-mail, company, phone and the message.
export const SHARED_LIMITS = { email: 254, company: 200, phone: 30, messageMin: 20, messageMax: 5000 } as const

export const QUOTE_LIMITS = { name: 100, ...SHARED_LIMITS, site: 200 } as const

// The complaint's message is its details.
export const COMPLAINT_LIMITS = {
  name: 200,
  email: SHARED_LIMITS.email,
  company: SHARED_LIMITS.company,
  phone: SHARED_LIMITS.phone,
  jobReference: 100,
  detailsMin: SHARED_LIMITS.messageMin,
  detailsMax: SHARED_LIMITS.messageMax,
} as const

// A day as "YYYY-MM-DD": the date input's own format in every language, and what the needed-by field must hold
// as text (src/components/forms/site-fields.tsx). The pattern as an input's pattern attribute takes it, anchored.
export const ISO_DAY_PATTERN = "\\d{4}-\\d{2}-\\d{2}"
export const ISO_DAY = new RegExp(`^${ISO_DAY_PATTERN}$`)
