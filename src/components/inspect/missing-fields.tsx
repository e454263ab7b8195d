import * as React from "react"
import { inputId } from "./field-ids"

// What a submit found empty, named field by field, each a link to its field; what was typed stays in the form.
// Focus comes here so a screen reader reads the list at once.
export function MissingFields({ heading, fields }: { heading: string; fields: readonly { id: string; label: string }[] }) {
  const box = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (fields.length) box.current?.focus()
  }, [fields])
  if (!fields.length) return null
  return (
    <div ref={box} tabIndex={-1} role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
      <p className="text-base font-bold">{heading}</p>
      <ul className="mt-1 list-disc ps-5">
        {fields.map((field) => (
          <li key={field.id}>
            <a className="inline-block min-h-11 py-2 text-base underline" href={`#${inputId(field.id)}`}>
              {field.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
