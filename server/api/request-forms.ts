import {
  COMPLAINT_NOT_SENT_PATH,
  COMPLAINT_RECEIVED_PATH,
  QUOTE_NOT_SENT_PATH,
  QUOTE_RECEIVED_PATH,
} from "../../src/lib/routes"
import { validateComplaint, type ComplaintRequest } from "../../src/lib/complaint-schema"
import type { Validation } from "../../src/lib/form-fields"
import { validateQuote, type QuoteRequest } from "../../src/lib/quote-schema"
import type { Edition } from "../content"
import type { NewRequest } from "../storage/schema"

// What differs between the forms that go through the request pipeline (request-form-routes.ts): the path, the schema,
// how a valid request becomes a stored row, the result pages and the words of the "not sent" page.
export type StoredFields = Pick<
  NewRequest,
  | "first_name"
  | "last_name"
  | "email"
  | "company"
  | "phone"
  | "industry"
  | "service"
  | "message"
  | "kind"
  | "job_reference"
  | "site_kind"
  | "site"
  | "needed_by"
>

export type RequestForm<T> = {
  path: string
  // `today`: the day in Cairo (YYYY-MM-DD) a date the visitor chose may not be before.
  validate: (fields: unknown, today: string) => Validation<T>
  stored: (value: T) => StoredFields
  receivedPath: string
  notSentPath: string
  reference: RegExp
  failedText: (edition: Edition) => string
  // A field's label on its form, for the "not sent" page's list of problems.
  label: (field: string, edition: Edition) => string | undefined
}

const labelOf = (labels: object, field: string) => {
  const label = (labels as Record<string, { label?: string } | string | undefined>)[field]
  return typeof label === "object" ? label.label : undefined
}

export const QUOTE_FORM: RequestForm<QuoteRequest> = {
  path: "/api/quote",
  validate: validateQuote,
  stored: (value) => ({
    first_name: value.firstName,
    last_name: value.lastName,
    email: value.email,
    company: value.company ?? null,
    phone: value.phone ?? null,
    industry: value.industry,
    service: value.service,
    message: value.message,
    site_kind: value.siteKind ?? null,
    site: value.site ?? null,
    needed_by: value.neededBy ?? null,
  }),
  receivedPath: QUOTE_RECEIVED_PATH,
  notSentPath: QUOTE_NOT_SENT_PATH,
  reference: /^Q-\d{4}-\d{6}$/,
  failedText: (edition) => edition.site.quoteNotSent.failedText,
  label: (field, edition) => labelOf(edition.site.form, field),
}

// A complaint keeps the whole name in first_name; it has no industry or service.
export const COMPLAINT_FORM: RequestForm<ComplaintRequest> = {
  path: "/api/complaint",
  validate: validateComplaint,
  stored: (value) => ({
    first_name: value.name,
    last_name: "",
    email: value.email,
    company: value.company ?? null,
    phone: value.phone ?? null,
    industry: "",
    service: "",
    message: value.details,
    kind: value.kind,
    job_reference: value.jobReference ?? null,
  }),
  receivedPath: COMPLAINT_RECEIVED_PATH,
  notSentPath: COMPLAINT_NOT_SENT_PATH,
  reference: /^C-\d{4}-\d{6}$/,
  failedText: (edition) => edition.site.quoteNotSent.failedText,
  label: (field, edition) => labelOf(edition.complaints.form, field) ?? labelOf(edition.site.form, field),
}
