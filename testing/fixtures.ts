import type { NewQuote } from "../server/storage/schema"

// A request as the API stores it, every field filled in; tests override what they are about.
export const newQuote = (overrides: Partial<NewQuote> = {}): NewQuote => ({
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
