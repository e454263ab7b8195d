import * as React from "react"
import { cairoToday } from "../../lib/cairo-today"
import { ISO_DAY, ISO_DAY_PATTERN } from "../../lib/form-limits"
import { SITE_KINDS } from "../../lib/quote-options"
import { FormField } from "../ui/form-field"
import { isolateLtrRuns } from "../../lib/bidi-runs"

type Labels = Pick<Queries.QuoteFormLabelsFragment, "siteKind" | "site" | "neededBy" | "optional">
type Radio = { onChange: React.ChangeEventHandler<HTMLInputElement>; onBlur: React.FocusEventHandler<HTMLInputElement> }

type Props = {
  labels: Labels
  control: (field: "site" | "neededBy") => React.InputHTMLAttributes<HTMLInputElement>
  radio: Radio
  siteKind: string
  errors: { site?: string; neededBy?: string; siteKind?: string }
  // The form has hydrated and restored what was typed before and the draft (use-request-form.ts).
  hydrated: boolean
}

const error = (id: string, text?: string) =>
  text && (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {text}
    </p>
  )

// The label text of an optional field, marked up as FormField marks it (the page repeats it, so it costs
// next to nothing compressed: the Arabic home page is within a byte budget).
export const optionalMark = (optional: string) => <span className="ms-1 font-normal text-slate-600">({optional})</span>

// Where the work is (onshore or offshore, then the city, site, field or vessel) and by when it is needed; both
// optional. The date's lower bound is today in Cairo. The HTML is built earlier, so the script sets it, when the
// date is first focused (a tap or a click focuses it before its calendar opens): working out Cairo's day at
// hydration put about 100 ms into a phone's main thread for a field few visitors fill in.
// The built page sends the date as a text field for "YYYY-MM-DD" (its placeholder), which the script makes a date
// field: the browser builds a date field's parts on the main thread, 15–29 ms on a 4×-slowed phone, inside the task
// that first lays out the form below the first screen. Visitors without script type the day. A value the date field
// could not show (typed before the script ran, or kept in the draft) stays text.
export function SiteFields({ labels, control, radio, siteKind, errors, hydrated }: Props) {
  const [today, setToday] = React.useState<string>()
  const learnToday = () => setToday((known) => known ?? cairoToday())
  const [dateField, setDateField] = React.useState(false)
  const neededBy = React.useRef<HTMLInputElement>(null)
  // Not while the visitor is typing in it: the keyboard would change under their fingers.
  const toDateField = () => {
    const input = neededBy.current
    if (input && document.activeElement !== input && (!input.value || ISO_DAY.test(input.value))) setDateField(true)
  }
  // Once the form holds what was typed before it hydrated and the draft, which a date field could empty.
  React.useEffect(() => {
    if (hydrated) toDateField()
  }, [hydrated])
  return (
    <>
      <fieldset className="sm:col-span-2">
        <legend id="siteKind-legend" className="block text-sm font-semibold text-navy-900">
          {labels.siteKind.label}
          {optionalMark(labels.optional)}
        </legend>
        {SITE_KINDS.map((kind) => (
          <label key={kind} className="me-6 text-sm">
            <input
              type="radio"
              name="siteKind"
              value={kind}
              checked={siteKind === kind}
              {...radio}
              className="me-2 accent-steel-700 focus:ring-2 focus:ring-steel-700"
            />
            {labels.siteKind[kind]}
          </label>
        ))}
        <input
          {...control("site")}
          type="text"
          aria-labelledby="siteKind-legend"
          aria-invalid={errors.site ? true : undefined}
          aria-describedby={errors.site ? "site-error" : undefined}
        />
        {error("site", errors.site ?? errors.siteKind)}
      </fieldset>
      <FormField id="neededBy" label={labels.neededBy.label} optionalLabel={labels.optional} error={errors.neededBy}>
        {(aria) => {
          const { className, onBlur, ...props } = control("neededBy")
          // Chromium gives the date's calendar button a Tab stop of its own, inside the input: :focus is then false
          // on the input, :focus-within true, so the ring follows focus-within too.
          const ring = `${className} focus-within:border-steel-700 focus-within:ring-2 focus-within:ring-steel-700`
          const asText = {
            type: "text",
            placeholder: isolateLtrRuns(labels.neededBy.placeholder),
            pattern: ISO_DAY_PATTERN,
          }
          return (
            <input
              {...props}
              {...aria}
              {...(dateField ? { type: "date", min: today } : asText)}
              ref={neededBy}
              className={ring}
              onFocus={learnToday}
              onBlur={(event) => {
                onBlur?.(event)
                if (!dateField) toDateField()
              }}
            />
          )
        }}
      </FormField>
    </>
  )
}
