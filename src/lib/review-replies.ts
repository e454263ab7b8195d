import { z } from "zod"
import { calendarDay } from "./day-schema"
import { fieldId } from "./report-form-schema"

// Review and issue (issue 62): what the workspace, the inspectors' app and the server say of a report after it is
// submitted, for the routes, the pages and the tests.

// Where a report stands: a draft on its way; submitted and waiting for review; returned with comments; issued as a
// certificate record (never edited again).
export const REPORT_STATES = ["draft", "submitted", "returned", "issued"] as const
export type ReportState = (typeof REPORT_STATES)[number]

// A reviewer's comment on one field of the report (a form field's id), or on the whole report (field null).
export const reviewComment = z.object({
  field: fieldId.nullable(),
  text: z.string().trim().min(1, "Please write the comment.").max(2000),
})
export const storedReviewComment = reviewComment.extend({ by: z.string(), at: z.string() })
export type ReviewComment = z.infer<typeof storedReviewComment>

// POST staffReturnReportApi: the comments the inspector will see on the device; the version read.
export const returnReportBody = z.object({
  version: z.number().int().positive(),
  comments: z.array(reviewComment).min(1, "Please write at least one comment.").max(100),
})

// POST staffAuthoriseReportApi: the version read (a report changed since is refused, 409), and the valid-until:
// null for a record kind or to take the proposal (data/intervals.json), or the day stated.
export const authoriseReportBody = z.object({
  version: z.number().int().positive(),
  validUntil: calendarDay.nullable().default(null),
})
export const authorisedReply = z.object({ number: z.string(), issuedAt: z.string() })

// POST staffAmendCertificateApi: an issued report's amendment, a new report made from it, with the reason.
export const amendBody = z.object({ reason: z.string().trim().min(1, "Please say why it is amended.").max(1000) })
export const amendedReply = z.object({ reportId: z.string() })

// The review's part of a report, in the workspace's and the app's replies.
export const reviewState = z.object({
  state: z.enum(REPORT_STATES),
  comments: z.array(storedReviewComment),
  returnedAt: z.string().nullable(),
  issuedNumber: z.string().nullable(),
  issuedAt: z.string().nullable(),
  amendsNumber: z.string().nullable(),
  amendReason: z.string().nullable(),
})
export type ReviewState = z.infer<typeof reviewState>
