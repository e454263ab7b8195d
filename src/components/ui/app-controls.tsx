import * as React from "react"
import { INPUT, LABEL } from "./app-styles"

// The apps' repeated form parts: a labelled input and the error line under a form.
export function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={LABEL}>
      {label}
      <input required className={INPUT} {...input} />
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
