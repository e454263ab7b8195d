import type { Generated, Insertable, Selectable } from "kysely"

// Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL, so one code path serves both.
export type MailStatus = "pending" | "sent" | "skipped"
export type MailKind = "notification" | "acknowledgement"

export interface QuoteTable {
  id: Generated<number>
  reference: string
  created_at: string
  first_name: string
  last_name: string
  email: string
  company: string | null
  phone: string | null
  industry: string
  service: string
  message: string
  locale: string
  ip_hash: string
  user_agent: string | null
  page: string | null
  spam: number
  mail_status: MailStatus
  idempotency_key: string | null
  body_hash: string
  // When the visitor ticked the consent box and which privacy notice (its version date) the form linked to.
  consent_at: string | null
  notice_version: string | null
}

export interface OutboxTable {
  id: Generated<number>
  quote_id: number
  kind: MailKind
  status: "pending" | "sent"
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
}

export interface ReferenceCounterTable {
  year: number
  last: number
}

export interface Database {
  quotes: QuoteTable
  outbox: OutboxTable
  reference_counters: ReferenceCounterTable
}

export type Quote = Selectable<QuoteTable>
export type NewQuote = Omit<Insertable<QuoteTable>, "id" | "reference" | "created_at" | "mail_status">
export type OutboxRow = Selectable<OutboxTable>
