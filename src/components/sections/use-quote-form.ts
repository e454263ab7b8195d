import * as React from "react"
import toast from "react-hot-toast"
import { fill } from "../../lib/format"
import { clearDraft, loadDraft, saveDraft } from "../../lib/quote-draft"
import { validateQuote, type QuoteField } from "../../lib/quote-schema"
import { newIdempotencyKey, sendQuote } from "../../lib/send-quote"
import { EMPTY_VALUES, errorText, FIELD_ORDER, type FormValues } from "./quote-form-fields"
import type { Option, QuoteFormProps } from "./quote-form"

type Errors = Partial<Record<QuoteField, string>>
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// The quote form's state and behaviour: checks with the shared schema, keeps a draft, sends with retries.
export function useQuoteForm({ labels, services, contact }: Omit<QuoteFormProps, "industries">) {
  const [values, setValues] = React.useState<FormValues>(EMPTY_VALUES)
  const [errors, setErrors] = React.useState<Errors>({})
  const [submitted, setSubmitted] = React.useState(false)
  const [sending, setSending] = React.useState(false)
  const [reference, setReference] = React.useState<string | null>(null)
  const [hydrated, setHydrated] = React.useState(false)
  const form = React.useRef<HTMLFormElement>(null)
  const honeypot = React.useRef<HTMLInputElement>(null)
  const shownAt = React.useRef(0)

  React.useEffect(() => {
    shownAt.current = Date.now()
    setHydrated(true)
    const draft = loadDraft(EMPTY_VALUES)
    // A service page's "Request a Quote" link arrives as ?service=<value>.
    const preselected = new URLSearchParams(window.location.search).get("service")
    const service = services.some((option: Option) => option.value === preselected) ? preselected! : undefined
    if (draft || service) setValues((current) => ({ ...current, ...draft, ...(service ? { service } : {}) }))
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

  const focusFirst = (found: Errors) => {
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) form.current?.querySelector<HTMLElement>(`#${first}`)?.focus()
    return Boolean(first)
  }

  // The draft is written as the visitor types, so even a reload a moment later keeps it.
  const latest = React.useRef(values)
  latest.current = values
  const onChange = (event: React.ChangeEvent<Control>) => {
    const next = { ...latest.current, [event.target.name]: event.target.value }
    latest.current = next
    saveDraft(next)
    setValues(next)
  }

  // After the first submit, leaving a field re-checks it.
  const onBlur = (event: React.FocusEvent<Control>) => {
    if (!submitted) return
    const field = event.target.name as QuoteField
    setErrors((current) => ({ ...current, [field]: check(values)[field] }))
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (sending) return
    setSubmitted(true)
    const found = check(values)
    setErrors(found)
    if (focusFirst(found)) return
    setSending(true)
    const body = {
      ...values,
      website: honeypot.current?.value ?? "",
      fillMs: Date.now() - shownAt.current,
      locale: "en",
    }
    const result = await sendQuote(body, { idempotencyKey: newIdempotencyKey() })
    setSending(false)
    if (result.ok) {
      toast.success(fill(labels.successToast, { reference: result.reference, email: values.email }))
      setReference(result.reference)
      setValues(EMPTY_VALUES)
      setSubmitted(false)
      clearDraft()
    } else if (result.reason === "invalid") {
      setErrors(result.errors as Errors)
      focusFirst(result.errors as Errors)
    } else {
      toast.error(fill(labels.failureToast, { phone: contact.phones[0], email: contact.email }))
    }
  }

  return { values, errors, sending, reference, hydrated, form, honeypot, onChange, onBlur, onSubmit }
}
