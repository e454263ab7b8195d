import { z } from "zod"
import { consentField } from "./consent-schema"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "./quote-options"
import { ISO_DAY, QUOTE_LIMITS, SITE_KINDS } from "./quote-limits"
import { cairoToday } from "./cairo-time"

// One validation schema for the quote form and the server. Messages are codes, not sentences, so each side
// words them in the visitor's language from data/site.json (form.errors).

export { QUOTE_LIMITS }

export type QuoteErrorCode =
  | "required"
  | "tooLong"
  | "tooShort"
  | "email"
  | "phone"
  | "select"
  | "singleLine"
  | "name"
  | "unknown"
  | "consent"
  | "date"
  | "pastDate"
export type QuoteFieldError = { code: QuoteErrorCode; min?: number; max?: number }

// Line breaks and other control characters in a one-line field are how mail headers get injected.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const PHONE = /^\+?[\d\s().-]+$/

export const line = (max: number) =>
  z
    .string({ required_error: "required", invalid_type_error: "required" })
    .trim()
    .max(max, "tooLong")
    .refine((value) => !CONTROL.test(value), "singleLine")

export const requiredLine = (max: number) => line(max).pipe(z.string().min(1, "required"))
// A name that carries a link or an address is how the form would be used to send spam in the company's name.
const LINK_OR_ADDRESS = /https?:|www\.|@/i
export const personName = (max: number) => requiredLine(max).refine((value) => !LINK_OR_ADDRESS.test(value), "name")
export const optionalLine = (max: number) =>
  line(max)
    .optional()
    .transform((value) => (value ? value : undefined))

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: "select" }) })

// The fields every request form shares (quotes, complaints), checked the same way everywhere.
export const emailField = requiredLine(QUOTE_LIMITS.email).pipe(z.string().email("email"))
export const phoneField = optionalLine(QUOTE_LIMITS.phone).refine((value) => {
  if (value === undefined) return true
  const digits = value.replace(/\D/g, "").length
  return PHONE.test(value) && digits >= 7 && digits <= 20
}, "phone")
export const messageField = z
  .string({ required_error: "required", invalid_type_error: "required" })
  .trim()
  .min(1, "required")
  .min(QUOTE_LIMITS.messageMin, "tooShort")
  .max(QUOTE_LIMITS.messageMax, "tooLong")
  .refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), "singleLine")

// An optional choice: a radio group left alone is not sent at all, a script may send "".
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), choice(values).optional())

// "YYYY-MM-DD" (ISO_DAY), a real day, not before `today` (a day in Cairo).
const neededByField = (today: () => string) =>
  optionalLine(10)
    .refine((value) => {
      if (value === undefined) return true
      const day = new Date(`${value}T00:00:00Z`)
      return ISO_DAY.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
    }, "date")
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

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<string, QuoteFieldError>> }
export type QuoteValidation = Validation<QuoteRequest>

// The server passes its own day (YYYY-MM-DD in Cairo); the form leaves it to the visitor's clock.
export const validateQuote = (input: unknown, today?: string): QuoteValidation =>
  validateWith(today === undefined ? quoteSchema : quoteSchemaOn(() => today), input)

// A form's fields checked with its schema; each invalid field is named with the code of its first problem.
export function validateWith<S extends z.ZodTypeAny>(schema: S, input: unknown): Validation<z.infer<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const errors: Partial<Record<string, QuoteFieldError>> = {}
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[key] = { code: "unknown" }
      continue
    }
    const field = String(issue.path[0] ?? "form")
    if (errors[field]) continue // the first problem of a field is the one worth telling
    const error: QuoteFieldError = { code: issue.message as QuoteErrorCode }
    if (error.code === "tooLong" && issue.code === "too_big") error.max = Number(issue.maximum)
    if (error.code === "tooShort" && issue.code === "too_small") error.min = Number(issue.minimum)
    errors[field] = error
  }
  return { ok: false, errors }
}

// A form's fields in the order it shows them: its schema's keys.
export const fieldsOf = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  Object.keys(schema.shape) as (keyof Shape & string)[]
