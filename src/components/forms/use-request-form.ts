import * as React from "react"
import toast from "react-hot-toast"
import { CONSENT_FIELD } from "../../lib/consent"
import { fill, leftToRight } from "../../lib/format"
import { clearDraft, loadDraft, saveDraft } from "../../lib/quote-draft"
import type { Validation } from "../../lib/form-fields"
import { newIdempotencyKey, sendQuote } from "../../lib/send-quote"
import { uploadTransport } from "../../lib/upload-transport"
import { useLocale } from "../ui/locale"
import { controlClass } from "../ui/form-field"
import { errorText, type ErrorTexts } from "./quote-form-fields"

type Validate = (input: unknown) => Validation<unknown>
// What one form of the request pipeline (the quote form, the complaint form) brings to the shared behaviour.
export type RequestFormConfig<F extends string> = {
  fieldOrder: readonly F[]
  empty: Record<F, string>
  loadValidator: () => Promise<Validate>
  endpoint: string
  draftKey: string
  labels: { readonly errors: ErrorTexts; readonly successToast: string; readonly failureToast: string }
  contact: { readonly phones: readonly string[]; readonly email: string }
  maxLength: Partial<Record<F, number>>
  // Values the page's address asks for (a service page's link preselects its service).
  fromAddress?: () => Partial<Record<F, string>>
  // Files sent with the request (the quote form's attachments: useAttachments).
  attachments?: Attachments
}

export type Attachments = {
  files: readonly File[]
  // The problem with the chosen files, worded for the visitor, or undefined.
  check: () => string | undefined
  setError: (message: string | undefined) => void
  onProgress: (fraction: number | null) => void
  clear: () => void
}
const checkedValue = (box: HTMLInputElement) => (box.checked ? "on" : "")
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// A request form's state and behaviour: checks with the schema the server uses (loaded when the visitor first
// focuses the form, as it brings zod), keeps a draft, sends with retries.
export function useRequestForm<F extends string>(config: RequestFormConfig<F>) {
  const { fieldOrder, empty, labels, contact, draftKey } = config
  type FormValues = Record<F, string>
  type Errors = Partial<Record<F, string>>
  // The server answers in this language and mails the acknowledgement in it.
  const locale = useLocale()
  const [values, setValues] = React.useState<FormValues>(empty)
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
    const draft = loadDraft(empty, draftKey)
    if (draft) (draft as Record<string, string>).consent = ""
    const asked = config.fromAddress?.() ?? {}
    // What the visitor typed before the page's JavaScript took over is only in the controls; keep it, or the
    // next render would empty them.
    const typed: Partial<FormValues> = {}
    for (const field of fieldOrder) {
      const control = form.current?.elements.namedItem(field) as Control | null
      const value =
        control && "checked" in control && control.type === "checkbox" ? checkedValue(control) : control?.value
      if (value) typed[field] = value
    }
    if (draft || Object.keys(asked).length > 0 || Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...draft, ...asked, ...typed }))
    }
    // Once, after hydration: the address and the draft are read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const check = async (next: FormValues): Promise<Errors> => {
    const validate = await config.loadValidator()
    const result = validate(next)
    if (result.ok) return {}
    const found: Errors = {}
    for (const field of fieldOrder) {
      const error = result.errors[field]
      if (error) found[field] = errorText(error, labels.errors)
    }
    return found
  }

  // The field is scrolled to explicitly: focus() alone does not scroll a field that is on screen at that
  // moment, and a smooth scroll still under way (to the button just tabbed to) would then carry it out of view.
  const focusFirst = (found: Errors) => {
    const first = fieldOrder.find((field) => found[field])
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
    saveDraft(next, draftKey)
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
    const field = event.target.name as F
    void check(latest.current).then((found) => setErrors((current) => ({ ...current, [field]: found[field] })))
  }

  const focusAttachments = () => form.current?.querySelector<HTMLElement>("#attachments")?.focus()

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
    const files = config.attachments
    const fileError = files?.check()
    files?.setError(fileError)
    if (focusFirst(found)) return
    if (fileError) return focusAttachments()
    setSending(true)
    const body = {
      ...entered,
      website: honeypot.current?.value ?? "",
      fillMs: Date.now() - shownAt.current,
      locale,
    }
    const upload = files && files.files.length > 0 ? files : undefined
    upload?.onProgress(0)
    const result = await sendQuote(body, {
      idempotencyKey: newIdempotencyKey(),
      endpoint: config.endpoint,
      ...(upload ? { files: upload.files, fetch: uploadTransport(upload.onProgress) } : {}),
    })
    upload?.onProgress(null)
    setSending(false)
    if (result.ok) {
      toast.success(
        fill(labels.successToast, {
          reference: leftToRight(result.reference),
          email: leftToRight((entered as Record<string, string>).email),
        }),
      )
      setReference(result.reference)
      setValues(empty)
      const consent = form.current?.elements.namedItem(CONSENT_FIELD) as HTMLInputElement | null
      if (consent) consent.checked = false
      setSubmitted(false)
      clearDraft(draftKey)
      files?.clear()
    } else if (result.reason === "invalid") {
      setErrors(result.errors as Errors)
      files?.setError(result.errors.attachments)
      if (!focusFirst(result.errors as Errors) && result.errors.attachments) focusAttachments()
    } else {
      toast.error(
        fill(labels.failureToast, { phone: leftToRight(contact.phones[0]), email: leftToRight(contact.email) }),
      )
    }
  }

  const prepare = () => void config.loadValidator()

  // A text control's wiring: value, handlers, the browser's length limit and the error border.
  const control = (field: F) => ({
    id: field,
    name: field,
    value: values[field],
    onChange,
    onBlur,
    maxLength: config.maxLength[field],
    className: controlClass + (errors[field] ? " border-red-700" : " border-mist-300"),
  })
  // What a TextField or MessageField takes of the form: the field's id, its control and its error.
  const fieldProps = (field: F) => ({ id: field, control: control(field), error: errors[field] })

  return {
    control,
    fieldProps,
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
