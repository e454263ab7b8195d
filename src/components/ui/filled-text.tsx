import * as React from "react"
import { LIST_SEPARATORS } from "../../lib/format"
import { useLocale } from "./locale"

// fill() for React: a data text's "{name}" placeholders replaced by elements, e.g. the phone numbers below.
export function FilledText({ template, values }: { template: string; values: Record<string, React.ReactNode> }) {
  const parts = template.split(/\{(\w+)\}/)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          <React.Fragment key={index}>{part in values ? values[part] : `{${part}}`}</React.Fragment>
        ),
      )}
    </>
  )
}

// Each number is its own left-to-right span, kept on one line, so inside an Arabic sentence it reads
// "+20 3 420 1100" (not "1100 420 3 20+"), and the first number still comes first in the reading direction.
export function PhoneList({ phones }: { phones: readonly string[] }) {
  const separator = LIST_SEPARATORS[useLocale()]
  return (
    <>
      {phones.map((phone, index) => (
        <React.Fragment key={phone}>
          {index > 0 && separator}
          <span dir="ltr" className="whitespace-nowrap">
            {phone}
          </span>
        </React.Fragment>
      ))}
    </>
  )
}
