import { z } from "zod"
import { REQUEST_KINDS } from "./request-kinds"
import { STAFF_ROLES } from "./staff-roles"

// What the workspace's API answers (server/staff/request-routes.ts, admin-routes.ts): the server's response schemas,
// the workspace pages' types and the tests' reading of the replies, defined once. A reply carries only the fields
// its schema names.
const text = z.string()
const maybe = z.string().nullable()
// SQLite answers 0/1, PostgreSQL true/false.
const yesNo = z.union([z.boolean(), z.number()])
const moment = z.union([z.string(), z.date()])

export const staffMember = z.object({
  id: text,
  name: text,
  email: text,
  role: z.enum(STAFF_ROLES),
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
  // Why it is in Spam (src/lib/code-names.ts SPAM_REASONS), and how long the form was open, as the page said.
  spam_reason: maybe,
  fill_ms: z.number().nullable(),
  mail_status: text,
  ack_limited: z.number(),
  status: text,
  assignee_id: maybe,
  erased_at: maybe,
  kind: z.enum(REQUEST_KINDS),
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
      pending: z.number(),
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

// The work coming across all client companies (server/staff/coming-work-routes.ts), by month of the due date.
export const comingWork = z.object({
  months: z.array(
    z.object({
      month: text,
      items: z.number(),
      booked: z.number(),
      companies: z.array(z.object({ name: text, items: z.number(), booked: z.number(), remindable: z.boolean() })),
    }),
  ),
})

export type StaffMember = z.infer<typeof staffMember>
export type InboxPage = z.infer<typeof inboxPage>
export type RequestDetail = z.infer<typeof requestDetail>
export type StaffAccount = z.infer<typeof accounts>[number]
export type StaffMemberNames = z.infer<typeof members>
export type ComingMonth = z.infer<typeof comingWork>["months"][number]

// What waits, as the workspace's navigation counts it (server/staff/waiting-counts.ts): requests owed a first reply,
// those of them past their promise, and what Spam caught since Cairo's midnight.
export const waitingCounts = z.object({ unanswered: z.number(), overdue: z.number(), spamToday: z.number() })
export type WaitingCounts = z.infer<typeof waitingCounts>
