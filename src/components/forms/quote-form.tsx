import * as React from "react"
import { QUOTE_ENDPOINT } from "../../lib/send-quote"
import { FormField } from "../ui/form-field"
import { MessageField, RequestFormShell } from "./request-form-parts"
import { TextField } from "./text-field"
import { QUOTE_LIMITS } from "../../lib/form-limits"
import { useQuoteForm } from "./use-quote-form"
import { AttachmentsField, useAttachments } from "./attachments-field"
import { SiteFields } from "./site-fields"
import type { Option, QuoteFormProps } from "./quote-form-types"

export type { Option, QuoteFormProps } from "./quote-form-types"

// Without JavaScript the same form posts to the API, guarded by the browser's own required/type/maxlength checks.
export function QuoteForm(props: QuoteFormProps) {
  const { labels, services, industries } = props
  const attachments = useAttachments(labels.attachments)
  const form = useQuoteForm({ ...props, attachments })
  const { control, errors, fieldProps } = form

  const text = (field: "firstName" | "lastName" | "email" | "company" | "phone", extra: object, optional = false) => (
    <TextField
      {...fieldProps(field)}
      texts={labels[field]}
      optionalLabel={optional ? labels.optional : undefined}
      {...extra}
    />
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
    <RequestFormShell
      state={form}
      action={QUOTE_ENDPOINT}
      labels={labels}
      brand={props.brand}
      encType="multipart/form-data"
    >
      {text("firstName", { type: "text", autoComplete: "given-name" })}
      {text("lastName", { type: "text", autoComplete: "family-name" })}
      {text("email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {text("company", { type: "text", autoComplete: "organization" }, true)}
      {text("phone", { type: "tel", autoComplete: "tel" }, true)}
      {select("industry", [...industries, { value: "other", label: labels.industryOther }])}
      <div className="sm:col-span-2">{select("service", services)}</div>
      <MessageField {...fieldProps("message")} texts={labels.message} minLength={QUOTE_LIMITS.messageMin} />
      <SiteFields
        labels={labels}
        control={control}
        radio={{ onChange: form.onChange, onBlur: form.onBlur }}
        siteKind={form.values.siteKind}
        errors={errors}
        hydrated={form.hydrated}
      />
      <AttachmentsField
        texts={labels.attachments}
        optional={labels.optional}
        state={attachments}
        hydrated={form.hydrated}
      />
    </RequestFormShell>
  )
}
