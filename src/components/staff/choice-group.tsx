import * as React from "react"

type Props = {
  legend: string
  name: string
  options: readonly { value: string; label: string }[]
  errors: Record<string, string>
  checked?: readonly string[]
  // Said when there is nothing to choose from.
  none: string
}

// Tick boxes under a legend, with the server's refusal under them tied to the group for a screen reader (as
// CompanyField does for one field). Unchecked inputs: what was ticked stays when a form is refused.
export function ChoiceGroup({ legend, name, options, errors, checked = [], none }: Props) {
  const id = React.useId()
  const error = errors[name]
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0"
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {options.length === 0 && <p className="mt-1 text-sm text-slate-700">{none}</p>}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-[2.75rem] items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="h-5 w-5"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
