import * as React from "react"
import { FormField } from "../ui/form-field"
import { isolateLtrRuns } from "../../lib/bidi-runs"

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string
  texts: { readonly label: string; readonly placeholder: string }
  // Given for an optional field, which the browser then does not require.
  optionalLabel?: string
  error?: string
  // The form's wiring of the field (useRequestForm's control).
  control: React.InputHTMLAttributes<HTMLInputElement>
}

// A one-line field of a request form: its label, the input and its error.
export function TextField({ id, texts, optionalLabel, error, control, ...input }: Props) {
  return (
    <FormField id={id} label={texts.label} optionalLabel={optionalLabel} error={error}>
      {(aria) => (
        <input
          {...control}
          {...aria}
          {...input}
          placeholder={isolateLtrRuns(texts.placeholder)}
          required={optionalLabel === undefined}
        />
      )}
    </FormField>
  )
}
