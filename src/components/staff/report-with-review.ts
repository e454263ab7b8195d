import type { z } from "zod"
import { staffReportReply } from "../../lib/inspect-replies"
import { reviewState, type ReviewState } from "../../lib/review-replies"

// A report as the office reads it, with where it stands in its review: the reply names that as `review` or as its
// own fields (either is read; an older server's reply without them reads as a draft or submitted report).
export const reportWithReview = staffReportReply.extend({ review: reviewState.optional() }).merge(reviewState.partial())
export type ReportWithReview = z.infer<typeof reportWithReview>

export function reviewOf(report: ReportWithReview): ReviewState {
  if (report.review) return report.review
  return {
    state: report.state ?? (report.submittedAt ? "submitted" : "draft"),
    comments: report.comments ?? [],
    returnedAt: report.returnedAt ?? null,
    issuedNumber: report.issuedNumber ?? null,
    issuedAt: report.issuedAt ?? null,
    amendsNumber: report.amendsNumber ?? null,
    amendReason: report.amendReason ?? null,
  }
}
