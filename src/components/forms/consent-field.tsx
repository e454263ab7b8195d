import * as React from "react"
import { fill } from "../../lib/format"
import { CONSENT_FIELD } from "../../lib/consent"
import { PRIVACY_PATH } from "../../lib/routes"
import { Link } from "../ui/link"

type Props = {
  label: string
  linkLabel: string
  brand: string
  error?: string
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void
  // Like the send button's: a re-check of the field just left must not move the box from under the pointer.
  pressHandlers?: React.InputHTMLAttributes<HTMLInputElement>
}

// The consent every form asks for (privacy notice, Law 151 of 2020): unticked, required, with the notice one
// click away. Without JavaScript the browser's `required` holds the form back; the server checks it again.
// The box is left uncontrolled: React does not reset a tick given while the page was still hydrating.
export function ConsentField({ label, linkLabel, brand, error, onChange, onBlur, pressHandlers }: Props) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={CONSENT_FIELD}
          name={CONSENT_FIELD}
          type="checkbox"
          required
          onChange={onChange}
          onBlur={onBlur}
          {...pressHandlers}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${CONSENT_FIELD}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-steel-700"
        />
        <label htmlFor={CONSENT_FIELD} className="text-sm text-slate-700">
          {fill(label, { brand })}{" "}
          <Link to={PRIVACY_PATH} className="font-semibold text-steel-700 underline">
            {linkLabel}
          </Link>
        </label>
      </div>
      {error && (
        <p id={`${CONSENT_FIELD}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
