import type { QuoteFormProps, Option } from "./quote-form-types"
import { EMPTY_VALUES, FIELD_ORDER, MAX_LENGTH } from "./quote-form-fields"
import { QUOTE_ENDPOINT } from "../../lib/send-quote"
import { useRequestForm, type Attachments } from "./use-request-form"

// The check uses the schema the server uses, and with it zod, the larger part of the form's code. It loads
// when the visitor first focuses the form (or sends it) instead of with every page that shows the form.
type Validate = typeof import("../../lib/quote-schema").validateQuote
let validator: Promise<Validate> | null = null
export const loadValidator = (): Promise<Validate> =>
  (validator ??= import("../../lib/quote-schema").then((schema) => schema.validateQuote))

// The quote form: the request pipeline's shared behaviour with the quote's fields and schema.
export function useQuoteForm({
  labels,
  services,
  contact,
  attachments,
}: Omit<QuoteFormProps, "industries" | "brand"> & { attachments?: Attachments }) {
  return useRequestForm({
    fieldOrder: FIELD_ORDER,
    empty: EMPTY_VALUES,
    loadValidator,
    endpoint: QUOTE_ENDPOINT,
    draftKey: "quote-draft",
    maxLength: MAX_LENGTH,
    labels,
    contact,
    attachments,
    // A service page's "Request a Quote" link arrives as ?service=<value>.
    fromAddress: () => {
      const asked = new URLSearchParams(window.location.search).get("service")
      return services.some((option: Option) => option.value === asked) ? { service: asked! } : {}
    },
  })
}
