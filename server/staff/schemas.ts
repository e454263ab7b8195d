import { z } from "zod"
import { calendarDay as DAY } from "../http/calendar-day"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../src/lib/quote-options"
import { REQUEST_STATUSES, REQUEST_KINDS } from "../storage/schema"
import { inboxCursor } from "./inbox-cursor"

// The workspace's route schemas (zod, as the forms'): Fastify refuses anything else with 400 before a handler
// runs, and a reply carries only the fields its schema names. Unknown fields of a query or a body are dropped.

// Quote requests (Q-…) and complaints or appeals (C-…).
const REFERENCE = z.string().regex(/^[QC]-\d{4}-\d{6}$/)
// A query's yes or no, as the inbox's links write it.
const flag = z.enum(["true", "false"]).transform((value) => value === "true")

export const referenceParams = z.object({ reference: REFERENCE })

export const filterQuery = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  kind: z.enum(REQUEST_KINDS).optional(),
  service: z.enum(SERVICE_VALUES).optional(),
  industry: z.enum(INDUSTRY_VALUES).optional(),
  assignee: z.string().max(100).optional(),
  spam: flag.optional(),
  overdue: flag.optional(),
  from: DAY.optional(),
  to: DAY.optional(),
  q: z.string().max(200).optional(),
  // The page after the one that ended there (the `next` of an inbox page); the first page without it.
  after: inboxCursor.optional(),
})

export const statusBody = z.object({ status: z.enum(REQUEST_STATUSES), reason: z.string().max(1000).optional() })
export const assigneeBody = z.object({ assigneeId: z.string().max(100).nullable() })
// replySent: the note records the reply sent to the requester.
export const noteBody = z.object({
  text: z.string().min(1).max(5000).regex(/\S/),
  replySent: z.boolean().optional(),
})
export const spamBody = z.object({ spam: z.boolean() })
export const scheduleBody = z.object({ day: DAY.nullable() })

const EMAIL = z.string().max(254).email()
const ROLE = z.enum(["admin", "staff"])
export const inviteBody = z.object({ email: EMAIL, name: z.string().min(1).max(100), role: ROLE })
export const userParams = z.object({ id: z.string().max(100) })
export const roleBody = z.object({ role: ROLE })
export const personBody = z.object({ email: EMAIL })
export const eraseBody = z.object({ email: EMAIL, confirm: z.literal(true) })

// Replies.
const text = z.string()
const maybe = z.string().nullable()
// SQLite answers 0/1, PostgreSQL true/false.
const yesNo = z.union([z.boolean(), z.number()])
const moment = z.union([z.string(), z.date()])

export const staffMember = z.object({
  id: text,
  name: text,
  email: text,
  role: ROLE,
  twoFactorEnabled: z.boolean(),
})
export const members = z.array(z.object({ id: text, name: text }))

// What the inbox shows of a request: a page of the inbox is a list of these.
const inboxFields = {
  reference: text,
  created_at: text,
  first_name: text,
  last_name: text,
  company: maybe,
  industry: text,
  service: text,
  locale: text,
  spam: z.number(),
  mail_status: text,
  ack_limited: z.number(),
  status: text,
  assignee_id: maybe,
  erased_at: maybe,
  kind: text,
  due_at: maybe,
  first_reply_at: maybe,
  assignee_name: maybe,
  // Working time left until the due time (negative: overdue by); null once answered or with no due time.
  left_ms: z.number().nullable(),
}

// A request's fields as staff see them: every column but the internal ones (the client-address hash, the
// idempotency key, the body's hash).
const requestFields = {
  ...inboxFields,
  id: z.number(),
  email: text,
  phone: maybe,
  message: text,
  user_agent: maybe,
  page: maybe,
  consent_at: maybe,
  notice_version: maybe,
  lost_reason: maybe,
  job_reference: maybe,
  site_kind: maybe,
  site: maybe,
  needed_by: maybe,
  reminded_soon_at: maybe,
  reminded_overdue_at: maybe,
  scheduled_for: maybe,
}

export const inboxPage = z.object({
  items: z.array(z.object(inboxFields)),
  // The cursor of the following page, or null on the last.
  next: z.string().nullable(),
})

export const requestDetail = z.object({
  ...requestFields,
  // A client's re-examination request: the register items it names.
  items: z.array(z.object({ number: text, kind: text, item: text, serial: maybe, site: text, valid_until: maybe })),
  mails: z.array(
    z.object({
      kind: text,
      status: text,
      attempts: z.number(),
      last_error: maybe,
      sent_at: maybe,
      next_attempt_at: text,
    }),
  ),
  notes: z.array(z.object({ at: text, author_name: text, text, reply_sent: z.number() })),
  attachments: z.array(z.object({ id: z.number(), name: text, size: z.number(), type: text, sha256: text, url: text })),
  history: z.array(
    z.object({
      id: z.number(),
      at: text,
      actor_id: maybe,
      actor_name: text,
      action: text,
      reference: maybe,
      detail: maybe,
    }),
  ),
})

export const figures = z.object({
  months: z.array(
    z.object({
      month: text,
      received: z.number(),
      answeredInTime: z.number(),
      inTimeShare: z.number().nullable(),
      medianHours: z.number().nullable(),
      p90Hours: z.number().nullable(),
      overdueNow: z.number(),
    }),
  ),
})

export const accounts = z.array(
  z.object({
    id: text,
    name: text,
    email: text,
    role: maybe,
    createdAt: moment,
    disabled: yesNo,
    twoFactorEnabled: yesNo,
  }),
)

// A client company's name in both languages, and the role its member or invitee has there.
const companyRole = { company: text, companyAr: text, role: z.enum(["administrator", "member"]) }

// A person's data, as exported: each request with the columns person-data.ts selects, its notes and its files; their
// client account (client-account-data.ts) and the invitations pending to their address.
export const personExport = (columns: readonly string[]) =>
  z.object({
    email: text,
    clientAccounts: z.array(
      z.object({
        name: text,
        email: text,
        createdAt: text,
        lastSignIn: text.nullable(),
        memberships: z.array(z.object({ ...companyRole, since: text })),
      }),
    ),
    clientInvitations: z.array(z.object({ ...companyRole, sentAt: text, expiresAt: text })),
    requests: z.array(
      z.object(Object.fromEntries(columns.map((column) => [column, z.unknown()]))).extend({
        notes: z.array(z.object({ at: text, author: text, text })),
        files: z.array(z.object({ name: text, type: text, size: z.number(), sha256: text, base64: text })),
      }),
    ),
  })
export const erased = z.object({ erased: z.array(text), clientAccounts: z.number() })
