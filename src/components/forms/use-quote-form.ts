import * as React from "react"
import toast from "react-hot-toast"
import { fill, leftToRight } from "../../lib/format"
import { clearDraft, loadDraft, saveDraft } from "../../lib/quote-draft"
import type { QuoteField } from "../../lib/quote-schema"
import { newIdempotencyKey, sendQuote } from "../../lib/send-quote"
import { useLocale } from "../ui/locale"
import { EMPTY_VALUES, errorText, FIELD_ORDER, type FormValues } from "./quote-form-fields"
import type { Option, QuoteFormProps } from "./quote-form"

type Errors = Partial<Record<QuoteField, string>>
const checkedValue = (box: HTMLInputElement) => (box.checked ? "on" : "")
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// The check uses the schema the server uses, and with it zod, the larger part of the form's code. It loads
// when the visitor first focuses the form (or sends it) instead of with every page that shows the form.
type Validate = typeof import("../../lib/quote-schema").validateQuote
let validator: Promise<Validate> | null = null
export const loadValidator = (): Promise<Validate> =>
  (validator ??= import("../../lib/quote-schema").then((schema) => schema.validateQuote))

// The quote form's state and behaviour: checks with the shared schema, keeps a draft, sends with retries.
export function useQuoteForm({ labels, services, contact }: Omit<QuoteFormProps, "industries">) {
  // The server answers in this language and mails the acknowledgement in it.
  const locale = useLocale()
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
    // Consent is given anew for each request, never restored from a draft.
    const draft = loadDraft(EMPTY_VALUES)
    if (draft) draft.consent = ""
    // A service page's "Request a Quote" link arrives as ?service=<value>.
    const preselected = new URLSearchParams(window.location.search).get("service")
    const service = services.some((option: Option) => option.value === preselected) ? preselected! : undefined
    // What the visitor typed before the page's JavaScript took over is only in the controls; keep it, or the
    // next render would empty them.
    const typed: Partial<FormValues> = {}
    for (const field of FIELD_ORDER) {
      const control = form.current?.elements.namedItem(field) as Control | null
      const value =
        control && "checked" in control && control.type === "checkbox" ? checkedValue(control) : control?.value
      if (value) typed[field] = value
    }
    if (draft || service || Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...draft, ...(service ? { service } : {}), ...typed }))
    }
  }, [services])

  const check = async (next: FormValues): Promise<Errors> => {
    const validateQuote = await loadValidator()
    const result = validateQuote(next)
    if (result.ok) return {}
    const found: Errors = {}
    for (const field of FIELD_ORDER) {
      const error = result.errors[field]
      if (error) found[field] = errorText(error, labels.errors)
    }
    return found
  }

  // The field is scrolled to explicitly: focus() alone does not scroll a field that is on screen at that
  // moment, and a smooth scroll still under way (to the button just tabbed to) would then carry it out of view.
  const focusFirst = (found: Errors) => {
    const first = FIELD_ORDER.find((field) => found[field])
    const control = first ? form.current?.querySelector<HTMLElement>(`#${first}`) : null
    control?.focus({ preventScroll: true })
    control?.scrollIntoView?.({ block: "center" })
    return Boolean(first)
  }

  // The draft is written as the visitor types, so even a reload a moment later keeps it.
  const latest = React.useRef(values)
  latest.current = values
  const onChange = (event: React.ChangeEvent<Control>) => {
    const target = event.target
    const value = target.type === "checkbox" ? checkedValue(target as HTMLInputElement) : target.value
    const next = { ...latest.current, [target.name]: value }
    latest.current = next
    saveDraft(next)
    setValues(next)
  }

  // After the first submit, leaving a field re-checks it — except when the field is left by pressing the send
  // button: the send checks every field anyway, and an error line vanishing between the button's press and its
  // release would move the button from under the pointer, so the click would be lost.
  const pressingSend = React.useRef(false)
  const sendPress = {
    onPointerDown: () => (pressingSend.current = true),
    onPointerUp: () => (pressingSend.current = false),
    onPointerCancel: () => (pressingSend.current = false),
  }
  const onBlur = (event: React.FocusEvent<Control>) => {
    if (!submitted || pressingSend.current) return
    const field = event.target.name as QuoteField
    void check(latest.current).then((found) => setErrors((current) => ({ ...current, [field]: found[field] })))
  }

  // One submit at a time, from the first click on (the check may still be loading).
  const busy = React.useRef(false)
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      await submit()
    } finally {
      busy.current = false
    }
  }

  const submit = async () => {
    setSubmitted(true)
    const entered = latest.current
    const found = await check(entered)
    setErrors(found)
    if (focusFirst(found)) return
    setSending(true)
    const body = {
      ...entered,
      website: honeypot.current?.value ?? "",
      fillMs: Date.now() - shownAt.current,
      locale,
    }
    const result = await sendQuote(body, { idempotencyKey: newIdempotencyKey() })
    setSending(false)
    if (result.ok) {
      toast.success(
        fill(labels.successToast, { reference: leftToRight(result.reference), email: leftToRight(entered.email) }),
      )
      setReference(result.reference)
      setValues(EMPTY_VALUES)
      const consent = form.current?.elements.namedItem("consent") as HTMLInputElement | null
      if (consent) consent.checked = false
      setSubmitted(false)
      clearDraft()
    } else if (result.reason === "invalid") {
      setErrors(result.errors as Errors)
      focusFirst(result.errors as Errors)
    } else {
      toast.error(
        fill(labels.failureToast, { phone: leftToRight(contact.phones[0]), email: leftToRight(contact.email) }),
      )
    }
  }

  const prepare = () => void loadValidator()

  return {
    values,
    errors,
    sending,
    reference,
    hydrated,
    form,
    honeypot,
    onChange,
    onBlur,
    onSubmit,
    prepare,
    sendPress,
  }
}
