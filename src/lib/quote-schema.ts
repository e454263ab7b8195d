import { z } from "zod"
import { consentField } from "./consent-schema"
import { choice, emailField, messageField, optionalLine, personName, phoneField, validateWith } from "./form-fields"
import type { Validation } from "./form-fields"
import { QUOTE_LIMITS } from "./form-limits"
import { INDUSTRY_VALUES, SERVICE_VALUES, SITE_KINDS } from "./quote-options"
import { cairoToday } from "./cairo-time"
import { isCalendarDay } from "./day-schema"

// One validation schema for the quote form and POST /api/quote, built from the field rules every request form
// shares (form-fields.ts).

// An optional choice: a radio group left alone is not sent at all, a script may send "".
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), choice(values).optional())

// "YYYY-MM-DD", a real day, not before `today` (a day in Cairo).
const neededByField = (today: () => string) =>
  optionalLine(10)
    .refine((value) => value === undefined || isCalendarDay(value), "date")
    .refine((value) => value === undefined || value >= today(), "pastDate")

const quoteSchemaOn = (today: () => string) =>
  z
    .object({
      firstName: personName(QUOTE_LIMITS.name),
      lastName: personName(QUOTE_LIMITS.name),
      email: emailField,
      company: optionalLine(QUOTE_LIMITS.company),
      phone: phoneField,
      industry: choice(INDUSTRY_VALUES),
      service: choice(SERVICE_VALUES),
      message: messageField,
      siteKind: optionalChoice(SITE_KINDS),
      site: optionalLine(QUOTE_LIMITS.site),
      neededBy: neededByField(today),
      consent: consentField,
    })
    .strict()

// The form's: today by the visitor's clock, read when the form is checked.
export const quoteSchema = quoteSchemaOn(() => cairoToday())

export type QuoteRequest = z.infer<typeof quoteSchema>
export type QuoteField = keyof QuoteRequest

export type QuoteValidation = Validation<QuoteRequest>

// The server passes its own day (YYYY-MM-DD in Cairo); the form leaves it to the visitor's clock.
export const validateQuote = (input: unknown, today?: string): QuoteValidation =>
  validateWith(today === undefined ? quoteSchema : quoteSchemaOn(() => today), input)
