import * as React from "react"
import { useLocale } from "../ui/locale"
import { CheckCircle2, Send } from "lucide-react"
import { fill } from "../../lib/format"
import type { QuoteField } from "../../lib/quote-schema"
import { QUOTE_ENDPOINT } from "../../lib/send-quote"
import { buttonClass } from "../ui/button-link"
import { controlClass, FormField } from "../ui/form-field"
import { ICON_STROKE } from "../ui/icon"
import { ConsentField } from "./consent-field"
import { QUOTE_LIMITS } from "../../lib/quote-limits"
import { MAX_LENGTH } from "./quote-form-fields"
import { useQuoteForm } from "./use-quote-form"

export type Option = { readonly value: string; readonly label: string }

export type QuoteFormProps = {
  labels: Queries.QuoteFormLabelsFragment
  services: readonly Option[]
  industries: readonly Option[]
  contact: { readonly phones: readonly string[]; readonly email: string }
  brand: string
}

// Without JavaScript the same form posts to the API, guarded by the browser's own required/type/maxlength checks.
export function QuoteForm(props: QuoteFormProps) {
  const { labels, services, industries } = props
  const {
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
  } = useQuoteForm(props)
  const locale = useLocale()

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
    <FormField
      id={field}
      label={labels[field].label}
      optionalLabel={optional ? labels.optional : undefined}
      error={errors[field]}
    >
      {(aria) => (
        <input {...control(field)} {...aria} {...extra} placeholder={labels[field].placeholder} required={!optional} />
      )}
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
    <form
      ref={form}
      method="post"
      action={QUOTE_ENDPOINT}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-busy={sending}
      className="grid gap-5 sm:grid-cols-2"
    >
      {reference && (
        <p role="status" className="flex items-start gap-2 rounded-md bg-mist-100 p-4 text-navy-900 sm:col-span-2">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-steel-700" strokeWidth={ICON_STROKE} />
          {fill(labels.sentStatus, { reference })}
        </p>
      )}
      {text("firstName", { type: "text", autoComplete: "given-name" })}
      {text("lastName", { type: "text", autoComplete: "family-name" })}
      {text("email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {text("company", { type: "text", autoComplete: "organization" }, true)}
      {text("phone", { type: "tel", autoComplete: "tel" }, true)}
      {select("industry", [...industries, { value: "other", label: labels.industryOther }])}
      <div className="sm:col-span-2">{select("service", services)}</div>
      <FormField id="message" label={labels.message.label} error={errors.message} className="sm:col-span-2">
        {(aria) => (
          <textarea
            {...control("message")}
            {...aria}
            rows={5}
            minLength={QUOTE_LIMITS.messageMin}
            required
            placeholder={labels.message.placeholder}
            style={{ minHeight: 120 }}
          />
        )}
      </FormField>
      <ConsentField
        label={labels.consent}
        linkLabel={labels.consentLink}
        brand={props.brand}
        error={errors.consent}
        onChange={onChange}
        onBlur={onBlur}
        pressHandlers={sendPress}
      />
      {/* Without JavaScript the form still says which edition it was sent from. */}
      <input type="hidden" name="locale" value={locale} />
      {/* A field people never see; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="website">{labels.honeypotLabel}</label>
        <input
          ref={honeypot}
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          {...sendPress}
          className={buttonClass("primary", "w-full disabled:opacity-70 sm:w-auto")}
        >
          <Send aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" strokeWidth={ICON_STROKE} />
          {sending ? labels.sending : labels.submit}
        </button>
      </div>
    </form>
  )
}
