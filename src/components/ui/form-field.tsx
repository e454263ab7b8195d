import * as React from "react"
import { BidiText } from "./bidi-text"

type Props = {
  id: string
  label: string
  optionalLabel?: string
  error?: string
  className?: string
  children: (describedBy: { "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode
}

// Focus shows as a solid steel ring with the border (6:1 on white), not a faint tint: a focus indicator needs
// 3:1 against what is around it (WCAG 1.4.11).
export const controlClass =
  "mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-steel-700 focus:outline-none focus:ring-2 focus:ring-steel-700 aria-[invalid]:border-red-700"

// A visible label, and an error message tied to the control with aria-describedby.
export function FormField({ id, label, optionalLabel, error, className = "", children }: Props) {
  const errorId = `${id}-error`
  return (
    <div className={className || undefined}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {optionalLabel && <span className="ms-1 font-normal text-slate-600">{`(${optionalLabel})`}</span>}
      </label>
      {children(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          <BidiText text={error} />
        </p>
      )}
    </div>
  )
}
