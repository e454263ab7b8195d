import * as React from "react"
import { INPUT, LABEL } from "./app-styles"

// The apps' repeated form parts: a labelled input (with a hint or without) and the error line under a form.
export function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={LABEL}>
      {label}
      <input required className={INPUT} {...input} />
    </label>
  )
}

// A labelled input with a hint under it, which the field's error takes the place of; the input points at it
// (aria-describedby).
export function HintedField({
  label,
  hintId,
  hint,
  error,
  labelClassName = LABEL,
  ...input
}: {
  label: string
  hintId: string
  hint: string
  error: string
  labelClassName?: string
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={labelClassName}>
      {label}
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={hintId} className={INPUT} />
      <span id={hintId} className={`mt-1 block text-xs ${error ? "text-red-700" : "text-slate-600"}`}>
        {error || hint}
      </span>
    </label>
  )
}

// An authenticator app's six-digit code.
export function CodeField({ label }: { label: string }) {
  return <Field label={label} name="code" inputMode="numeric" autoComplete="one-time-code" />
}

export function FormError({ message }: { message: string }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  )
}
