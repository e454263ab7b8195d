import type { Kysely } from "kysely"
import { ERROR_CODES } from "../../src/lib/api-error"
import { NDT_METHODS, NDT_REPORT_KIND, type NdtMethod } from "../../src/lib/authorisation-replies"
import type { ReportDraft } from "../../src/lib/inspect-replies"
import type { Database } from "../storage/schema"
import { authorisedOn } from "./authorisation-rules"
import { authorisationsOf, withdrawnOn } from "./authorisation-store"

// The method an NDT report names (its form's "method" field, e.g. "ut"), as the authorisations spell it.
export const methodOf = (draft: Pick<ReportDraft, "kind" | "values">): NdtMethod | undefined => {
  const value = draft.values.method
  const method = typeof value === "string" ? value.toUpperCase() : ""
  return draft.kind === NDT_REPORT_KIND ? NDT_METHODS.find((one) => one === method) : undefined
}

// A report marked finished is refused (403) when its inspector was not authorised to examine its kind (an NDT
// report: its method) on the examination's day, the job's; the refusal names what lapsed. Drafts are not checked.
export async function submissionRefusal(db: Kysely<Database>, inspectorId: string, draft: ReportDraft, day: string) {
  if (!draft.submitted) return
  const answer = authorisedOn(
    await authorisationsOf(db, inspectorId),
    { kind: draft.kind, method: methodOf(draft), capability: "examine" },
    day,
    withdrawnOn,
  )
  if (answer.ok) return
  return {
    error: `This report cannot be submitted: on ${day}, ${answer.lapsed}.`,
    code: ERROR_CODES.notAuthorised,
  }
}
