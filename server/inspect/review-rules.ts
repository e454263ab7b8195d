import type { Kysely } from "kysely"
import { ERROR_CODES } from "../../src/lib/api-error"
import type { ReportDraft } from "../../src/lib/inspect-replies"
import type { Database } from "../storage/schema"
import { methodOf } from "./authorisation-check"
import { authorisedOn, type AuthorisationAnswer } from "./authorisation-rules"
import { authorisationsOf, withdrawnOn } from "./authorisation-store"

// Who may review a submitted report (issue 62; ISO/IEC 17020 §7.4, API 510's examiner and inspector): a workspace
// staff member or administrator holding a "review" authorisation for its kind (an NDT report: its method) valid
// on the day of the review, and never the report's author. Inspectors' accounts examine, they never review.

export type Reviewer = { id: string; name: string; role: string }
export type ReviewedReport = Pick<ReportDraft, "kind" | "values"> & { jobId: string; updatedBy: string }
export type ReviewRefusal = { error: string; code: string }

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("en") === b.trim().toLocaleLowerCase("en")

// The accounts that wrote the report: a report keeps its last writer by name (updated_by, which the submission
// sets), so they are the job's assigned inspectors of that name.
export async function authorIdsOf(db: Kysely<Database>, report: Pick<ReviewedReport, "jobId" | "updatedBy">) {
  const assigned = await db
    .selectFrom("job_inspectors")
    .innerJoin("user", "user.id", "job_inspectors.user_id")
    .select(["user.id", "user.name"])
    .where("job_inspectors.job_id", "=", report.jobId)
    .execute()
  return assigned.filter((user) => sameName(user.name, report.updatedBy)).map((user) => user.id)
}

// Whether the reviewer holds a "review" authorisation for the report's kind on the day, or what lapsed.
export async function reviewAuthorisation(
  db: Kysely<Database>,
  reviewerId: string,
  report: Pick<ReviewedReport, "kind" | "values">,
  day: string,
): Promise<AuthorisationAnswer> {
  return authorisedOn(
    await authorisationsOf(db, reviewerId),
    { kind: report.kind, method: methodOf(report), capability: "review" },
    day,
    withdrawnOn,
  )
}

// Why the reviewer may not return or authorise the report on `day` (Cairo's, by the server's clock), or undefined.
export async function reviewRefusal(
  db: Kysely<Database>,
  reviewer: Reviewer,
  report: ReviewedReport,
  day: string,
  action: "authorise" | "return",
): Promise<ReviewRefusal | undefined> {
  if (reviewer.role !== "staff" && reviewer.role !== "admin") {
    return { error: "Only staff and administrators review reports.", code: ERROR_CODES.notAuthorised }
  }
  // By account, and by name: one person with an inspector's account and a workspace one is still the author.
  if (sameName(reviewer.name, report.updatedBy) || (await authorIdsOf(db, report)).includes(reviewer.id)) {
    return {
      error: `You cannot ${action} this report: you wrote it, and a report is reviewed by someone other than its author.`,
      code: ERROR_CODES.ownReport,
    }
  }
  const answer = await reviewAuthorisation(db, reviewer.id, report, day)
  if (answer.ok) return
  return { error: `You cannot ${action} this report: on ${day}, ${answer.lapsed}.`, code: ERROR_CODES.notAuthorised }
}
