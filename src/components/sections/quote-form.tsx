import * as React from "react"
import toast from "react-hot-toast"
import { Send } from "lucide-react"
import { fill } from "../../lib/format"
import { QUOTE_LIMITS, validateQuote, type QuoteField } from "../../lib/quote-schema"
import { buttonClass } from "../ui/button-link"
import { controlClass, FormField } from "../ui/form-field"
import { ICON_STROKE } from "../ui/icon"
import { EMPTY_VALUES, errorText, FIELD_ORDER, MAX_LENGTH, type FormValues } from "./quote-form-fields"

export type Option = { readonly value: string; readonly label: string }

type Props = {
  labels: Queries.QuoteFormLabelsFragment
  services: readonly Option[]
  industries: readonly Option[]
  contact: { readonly phones: readonly string[]; readonly email: string }
}

type Errors = Partial<Record<QuoteField, string>>

export function QuoteForm({ labels, services, industries, contact }: Props) {
  const [values, setValues] = React.useState<FormValues>(EMPTY_VALUES)
  const [errors, setErrors] = React.useState<Errors>({})
  const [submitted, setSubmitted] = React.useState(false)
  // Until hydration the browser's own validation (required, type, maxlength) guards the form.
  const [hydrated, setHydrated] = React.useState(false)
  const form = React.useRef<HTMLFormElement>(null)

  React.useEffect(() => {
    setHydrated(true)
    // A service page's "Request a Quote" link arrives as ?service=<value>.
    const preselected = new URLSearchParams(window.location.search).get("service")
    if (preselected && services.some((option) => option.value === preselected)) {
      setValues((current) => ({ ...current, service: preselected }))
    }
  }, [services])

  const check = (next: FormValues): Errors => {
    const result = validateQuote(next)
    if (result.ok) return {}
    const found: Errors = {}
    for (const field of FIELD_ORDER) {
      const error = result.errors[field]
      if (error) found[field] = errorText(error, labels.errors)
    }
    return found
  }

  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }

  // After the first submit, leaving a field re-checks it.
  const onBlur = (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if (!submitted) return
    const field = event.target.name as QuoteField
    const error = check(values)[field]
    setErrors((current) => ({ ...current, [field]: error }))
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = check(values)
    setErrors(found)
    const firstInvalid = FIELD_ORDER.find((field) => found[field])
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`#${firstInvalid}`)?.focus()
      return
    }
    // Delivery of requests is built by the quote API; until then say plainly how to reach the team.
    toast(fill(labels.notYetToast, { phone: contact.phones[0], email: contact.email }))
  }

  const control = (field: QuoteField) => ({
    id: field,
    name: field,
    value: values[field],
    onChange,
    onBlur,
    maxLength: MAX_LENGTH[field],
    className: controlClass + (errors[field] ? " border-red-700" : " border-mist-300"),
  })

  const text = (field: "firstName" | "lastName" | "email" | "company" | "phone", extra: object, optional = false) => (
    <FormField id={field} label={labels[field].label} optionalLabel={optional ? labels.optional : undefined} error={errors[field]}>
      {(aria) => <input {...control(field)} {...aria} {...extra} placeholder={labels[field].placeholder} required={!optional} />}
    </FormField>
  )

  const select = (field: "industry" | "service", options: readonly Option[]) => (
    <FormField id={field} label={labels[field].label} error={errors[field]}>
      {(aria) => (
        <select {...control(field)} {...aria} required>
          <option value="" disabled>
            {labels[field].placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )

  return (
    <form ref={form} method="post" action="/api/quote" noValidate={hydrated} onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {text("firstName", { type: "text", autoComplete: "given-name" })}
      {text("lastName", { type: "text", autoComplete: "family-name" })}
      {text("email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {text("company", { type: "text", autoComplete: "organization" }, true)}
      {text("phone", { type: "tel", autoComplete: "tel" }, true)}
      {select("industry", [...industries, { value: "other", label: labels.industryOther }])}
      <div className="sm:col-span-2">{select("service", services)}</div>
      <FormField id="message" label={labels.message.label} error={errors.message} className="sm:col-span-2">
        {(aria) => (
          <textarea {...control("message")} {...aria} rows={5} minLength={QUOTE_LIMITS.messageMin} required placeholder={labels.message.placeholder} style={{ minHeight: 120 }} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
          <Send aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" strokeWidth={ICON_STROKE} />
          {labels.submit}
        </button>
      </div>
    </form>
  )
}
