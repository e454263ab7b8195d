import * as React from "react"
import type { ComplaintField } from "../../lib/complaint-schema"
import { COMPLAINT_LIMITS } from "../../lib/form-limits"
import { COMPLAINT_ENDPOINT } from "../../lib/send-quote"
import type { ComplaintsData } from "../../lib/trust-content-schema"
import { FormField } from "../ui/form-field"
import { COMPLAINT_FIELD_ORDER, COMPLAINT_MAX_LENGTH, EMPTY_COMPLAINT } from "./complaint-form-fields"
import { MessageField, RequestFormShell } from "./request-form-parts"
import { TextField } from "./text-field"
import { useRequestForm } from "./use-request-form"

type Validate = typeof import("../../lib/complaint-schema").validateComplaint
let validator: Promise<Validate> | null = null
const loadValidator = (): Promise<Validate> =>
  (validator ??= import("../../lib/complaint-schema").then((schema) => schema.validateComplaint))

export type ComplaintFormProps = {
  // The quote form's shared words: e-mail, phone, company, consent, errors, sending, failure.
  labels: Queries.QuoteFormLabelsFragment
  texts: ComplaintsData["form"]
  contact: { readonly phones: readonly string[]; readonly email: string }
  brand: string
}

// POST /api/complaint, through the same behaviour as the quote form; without JavaScript it posts natively.
export function ComplaintForm({ labels, texts, contact, brand }: ComplaintFormProps) {
  // The quote form's shared words, with the complaint's own toast, sent status and button.
  const words = { ...labels, successToast: texts.successToast, sentStatus: texts.sentStatus, submit: texts.submit }
  const form = useRequestForm({
    fieldOrder: COMPLAINT_FIELD_ORDER,
    empty: EMPTY_COMPLAINT,
    loadValidator,
    endpoint: COMPLAINT_ENDPOINT,
    draftKey: "complaint-draft",
    maxLength: COMPLAINT_MAX_LENGTH,
    labels: words,
    contact,
  })
  const { control, errors, fieldProps } = form
  const field = (name: ComplaintField, label: { label: string; placeholder: string }, extra: object) => {
    const optional = name === "phone" || name === "company" || name === "jobReference"
    return (
      <TextField
        {...fieldProps(name)}
        texts={label}
        optionalLabel={optional ? labels.optional : undefined}
        {...extra}
      />
    )
  }

  return (
    <RequestFormShell state={form} action={COMPLAINT_ENDPOINT} labels={words} brand={brand}>
      {field("name", texts.name, { type: "text", autoComplete: "name" })}
      {field("email", labels.email, { type: "email", autoComplete: "email", inputMode: "email" })}
      {field("phone", labels.phone, { type: "tel", autoComplete: "tel" })}
      {field("company", labels.company, { type: "text", autoComplete: "organization" })}
      {field("jobReference", texts.jobReference, { type: "text", autoComplete: "off", dir: "auto" })}
      <FormField id="kind" label={texts.kind.label} error={errors.kind}>
        {(aria) => (
          <select {...control("kind")} {...aria}>
            <option value="complaint">{texts.kind.complaint}</option>
            <option value="appeal">{texts.kind.appeal}</option>
          </select>
        )}
      </FormField>
      <MessageField {...fieldProps("details")} texts={texts.details} minLength={COMPLAINT_LIMITS.detailsMin} rows={6} />
    </RequestFormShell>
  )
}
