import { attachmentErrorText, type AttachmentError, type AttachmentLimits } from "../../src/lib/attachment-rules"
import { CONSENT_FIELD } from "../../src/lib/consent"
import { fill } from "../../src/lib/format"
import type { FieldError } from "../../src/lib/form-fields"
import type { Edition } from "../content"
import type { RequestForm } from "./request-forms"

// What was wrong with a request, worded in the visitor's language: by field for the form's script, as one list
// for the "not sent" page of a post without JavaScript.

export function fieldMessages(errors: Partial<Record<string, FieldError>>, edition: Edition): Record<string, string> {
  const texts = edition.site.form.errors
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) =>
      error ? [[field, fill(texts[error.code], { min: error.min ?? "", max: error.max ?? "" })]] : [],
    ),
  )
}

// Each refused file in one sentence, named and with the reason.
export function attachmentMessages(errors: AttachmentError[], edition: Edition, limits: AttachmentLimits): string {
  const texts = edition.site.form.attachments
  return errors.map((error) => attachmentErrorText(error, texts.errors, limits, texts.over)).join(" ")
}

// The "not sent" page's list: each message after its field's label on the form.
export function problemList(
  messages: Record<string, string>,
  form: Pick<RequestForm<never>, "label">,
  edition: Edition,
): string[] {
  return Object.entries(messages).map(([field, message]) => `${fieldLabel(form, field, edition)}: ${message}`)
}

function fieldLabel(form: Pick<RequestForm<never>, "label">, field: string, edition: Edition): string {
  // The consent box is labelled by a sentence; its error names the notice instead.
  if (field === CONSENT_FIELD) return edition.site.form.consentLink
  return form.label(field, edition) || field
}
