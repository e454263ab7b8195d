import { CONSENT_FIELD } from "../../src/lib/consent"
import { fieldsOf } from "../../src/lib/form-fields"
import { quoteSchema } from "../../src/lib/quote-schema"
import type { StoredRequest } from "../storage/schema"
import { csvText } from "./csv-text"

// A form field's column in the requests table: firstName → first_name.
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

// The columns staff get, in order: the quote form's fields as it shows them (a field added to the form is exported
// too; consent is the consent_at column, not exported), then the complaint's job reference and how the request
// came. Internal fields (id, ip_hash, user_agent, idempotency_key, body_hash) stay out.
export const CSV_COLUMNS = [
  "reference",
  "kind",
  "created_at",
  ...fieldsOf(quoteSchema)
    .filter((field) => field !== CONSENT_FIELD)
    .map(columnOf),
  "job_reference",
  "locale",
  "page",
  "spam",
  "mail_status",
] as (keyof StoredRequest)[]

// A request with the number of files sent with it (the last column, "files").
export type CsvRow = StoredRequest & { files?: number | string | null }

// The requests export (staff's download and `npm run requests -- --csv`): one record per request.
export const toCsv = (rows: readonly CsvRow[]): string =>
  csvText(
    [...CSV_COLUMNS, "files"],
    rows.map((row) => [...CSV_COLUMNS.map((column) => row[column]), Number(row.files ?? 0)]),
  )
