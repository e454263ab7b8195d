import { z } from "zod"
import { calendarDay as DAY } from "../../src/lib/day-schema"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../src/lib/quote-options"
import { STAFF_ROLES } from "../../src/lib/staff-roles"
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

// A field's refusal in a sentence, as the public forms word theirs (issue 64, P15); the invitation form shows it
// under the field.
const EMAIL = z.string().max(254).email("Please enter a valid e-mail address, like name@company.com.")
const ROLE = z.enum(STAFF_ROLES)
export const inviteBody = z.object({
  email: EMAIL,
  name: z.string().trim().min(1, "Please enter the person's full name.").max(100, "Please use at most 100 characters."),
  role: ROLE,
})
export const userParams = z.object({ id: z.string().max(100) })
export const roleBody = z.object({ role: ROLE })
export const personBody = z.object({ email: EMAIL })
export const eraseBody = z.object({ email: EMAIL, confirm: z.literal(true) })

// The replies' schemas are the workspace pages' and the tests' too.
export {
  accounts,
  erased,
  figures,
  inboxPage,
  members,
  personExport,
  requestDetail,
  staffMember,
} from "../../src/lib/staff-replies"
