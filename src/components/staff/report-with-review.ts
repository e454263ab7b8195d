import type { z } from "zod"
import type { staffReportReply } from "../../lib/inspect-replies"

// A report as the office reads it, with where it stands in its review (`review`).
export type ReportWithReview = z.infer<typeof staffReportReply>
