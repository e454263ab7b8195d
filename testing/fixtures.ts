import type { NewRequest, StoredRequest } from "../server/storage/schema"

// A request as the API stores it, every field filled in; tests override what they are about.
export const newQuote = (overrides: Partial<NewRequest> = {}): NewRequest => ({
  first_name: "Mona",
  last_name: "El-Sayed",
  email: "mona@example.com",
  company: "Delta Petroleum Services",
  phone: "+20 3 420 1100",
  industry: "oil-gas",
  service: "ndt",
  message: "PAUT of 42 girth welds on a 24-inch line.",
  locale: "en",
  ip_hash: "hash",
  user_agent: "jest",
  page: "/contact/",
  spam: 0,
  idempotency_key: null,
  body_hash: "body-1",
  ...overrides,
})

// The same request as a stored row reads back: what the database and the pipeline add to it.
export const quoteRow = (overrides: Partial<StoredRequest> = {}): StoredRequest => ({
  ...(newQuote() as Omit<StoredRequest, keyof StoredOnly>),
  id: 1,
  reference: "Q-2026-000001",
  created_at: "2026-03-01T09:05:00.000Z",
  mail_status: "sent",
  ack_limited: 0,
  status: "new",
  assignee_id: null,
  lost_reason: null,
  erased_at: null,
  consent_at: "2026-03-01T09:04:30.000Z",
  notice_version: "2026-01-15",
  kind: "quote",
  job_reference: null,
  ...overrides,
})

type StoredOnly = Pick<
  StoredRequest,
  | "id"
  | "reference"
  | "created_at"
  | "mail_status"
  | "ack_limited"
  | "status"
  | "assignee_id"
  | "lost_reason"
  | "erased_at"
  | "consent_at"
  | "notice_version"
  | "kind"
  | "job_reference"
>
