import type { Selectable } from "kysely"
import { storedReviewComment, type ReportState, type ReviewState } from "../../src/lib/review-replies"
import type { InspectionReportTable } from "../storage/schema"
import { z } from "zod"

type ReviewColumns = Pick<
  Selectable<InspectionReportTable>,
  | "submitted_at"
  | "review_comments"
  | "returned_at"
  | "issued_number"
  | "issued_at"
  | "amends_number"
  | "amend_reason"
>

// Where a report stands, from its columns: issued once it has a number; submitted while it waits for review (a
// returned report submitted again waits again); returned when a reviewer sent it back; else a draft.
export function reportStateOf(row: ReviewColumns): ReportState {
  if (row.issued_number !== null) return "issued"
  if (row.submitted_at !== null) return "submitted"
  return row.returned_at !== null ? "returned" : "draft"
}

const storedComments = z.array(storedReviewComment)

export function reviewStateOf(row: ReviewColumns): ReviewState {
  return {
    state: reportStateOf(row),
    comments: storedComments.parse(JSON.parse(row.review_comments)),
    returnedAt: row.returned_at,
    issuedNumber: row.issued_number,
    issuedAt: row.issued_at,
    amendsNumber: row.amends_number,
    amendReason: row.amend_reason,
  }
}
