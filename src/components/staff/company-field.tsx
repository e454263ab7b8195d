import * as React from "react"
import { INPUT, LABEL } from "../ui/app-styles"

type Props = { label: string; name: string; errors: Record<string, string>; hint?: string; rows?: number } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "name"
>

// A field of the companies page with the server's refusal under it, tied to it for a screen reader; `rows` makes it
// a text area (one entry a line).
export function CompanyField({ label, name, errors, hint, rows, ...input }: Props) {
  const id = React.useId()
  const error = errors[name]
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined }
  return (
    <div>
      <label className={LABEL}>
        {label}
        {hint && <span className="block font-normal text-slate-600">{hint}</span>}
        {rows ? (
          <textarea name={name} rows={rows} className={INPUT} {...aria} />
        ) : (
          <input name={name} className={INPUT} {...input} {...aria} />
        )}
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
