import * as React from "react"
import { cairoToday } from "../../lib/cairo-time"
import { SITE_KINDS } from "../../lib/quote-limits"
import { FormField } from "../ui/form-field"

type Labels = Pick<Queries.QuoteFormLabelsFragment, "siteKind" | "site" | "neededBy" | "optional">
type Radio = { onChange: React.ChangeEventHandler<HTMLInputElement>; onBlur: React.FocusEventHandler<HTMLInputElement> }

type Props = {
  labels: Labels
  control: (field: "site" | "neededBy") => React.InputHTMLAttributes<HTMLInputElement>
  radio: Radio
  siteKind: string
  errors: { site?: string; neededBy?: string; siteKind?: string }
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
export function SiteFields({ labels, control, radio, siteKind, errors }: Props) {
  const [today, setToday] = React.useState<string>()
  const learnToday = () => setToday((known) => known ?? cairoToday())
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
          const { className, ...props } = control("neededBy")
          // Chromium gives the date's calendar button a Tab stop of its own, inside the input: :focus is then false
          // on the input, :focus-within true, so the ring follows focus-within too.
          const ring = `${className} focus-within:border-steel-700 focus-within:ring-2 focus-within:ring-steel-700`
          return <input {...props} {...aria} className={ring} type="date" min={today} onFocus={learnToday} />
        }}
      </FormField>
    </>
  )
}
