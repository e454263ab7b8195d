import * as React from "react"
import { FormError } from "../ui/app-controls"

// A workspace form's refusal: the server's field errors (`{ errors: { field: message } }`, or `fields` of the one
// error shape, src/lib/api-error.ts), or its words as the form's own (`form`).
export function refusalErrors(caught: unknown): Record<string, string> {
  const body = (caught as { body?: { errors?: unknown; fields?: unknown } }).body
  // A route's own field errors, or those the root error handler words from the route's schema (`fields`).
  const fields = body?.errors ?? body?.fields
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : { form: (caught as Error).message }
}

// Under the form: its own refusal, or, when fields are marked, that nothing was saved.
export function RefusalSummary({ errors }: { errors: Record<string, string> }) {
  if (errors.form) return <FormError message={errors.form} />
  if (Object.keys(errors).length === 0) return null
  return <FormError message="Correct the fields marked above; nothing was saved." />
}
