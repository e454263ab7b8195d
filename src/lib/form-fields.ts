import { z } from "zod"
import { SHARED_LIMITS } from "./form-limits"

// The field rules every request form (quotes, complaints) builds its schema from, and the one way a form's input is
// checked with it. Messages are codes, not sentences, so each side words them in the visitor's language from
// data/site.json (form.errors).

export type FieldErrorCode =
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
export type FieldError = { code: FieldErrorCode; min?: number; max?: number }

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

// The fields every request form shares, checked the same way everywhere.
export const emailField = requiredLine(SHARED_LIMITS.email).pipe(z.string().email("email"))
export const phoneField = optionalLine(SHARED_LIMITS.phone).refine((value) => {
  if (value === undefined) return true
  const digits = value.replace(/\D/g, "").length
  return PHONE.test(value) && digits >= 7 && digits <= 20
}, "phone")
export const messageField = z
  .string({ required_error: "required", invalid_type_error: "required" })
  .trim()
  .min(1, "required")
  .min(SHARED_LIMITS.messageMin, "tooShort")
  .max(SHARED_LIMITS.messageMax, "tooLong")
  .refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), "singleLine")

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<string, FieldError>> }

// A form's fields checked with its schema; each invalid field is named with the code of its first problem.
export function validateWith<S extends z.ZodTypeAny>(schema: S, input: unknown): Validation<z.infer<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const errors: Partial<Record<string, FieldError>> = {}
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[key] = { code: "unknown" }
      continue
    }
    const field = String(issue.path[0] ?? "form")
    if (errors[field]) continue // the first problem of a field is the one worth telling
    const error: FieldError = { code: issue.message as FieldErrorCode }
    if (error.code === "tooLong" && issue.code === "too_big") error.max = Number(issue.maximum)
    if (error.code === "tooShort" && issue.code === "too_small") error.min = Number(issue.minimum)
    errors[field] = error
  }
  return { ok: false, errors }
}

// A form's fields in the order it shows them: its schema's keys.
export const fieldsOf = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  Object.keys(schema.shape) as (keyof Shape & string)[]
