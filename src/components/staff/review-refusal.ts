import { ERROR_CODES } from "../../lib/api-error"
import { refusalErrors } from "./form-refusal"

export type ReviewRefusal = { words: string; stale: boolean }

// A review call's refusal: its words, and whether it says the report changed since it was read (submitted again,
// returned or issued by someone else), when the page offers to read it again.
export function reviewRefusal(caught: unknown): ReviewRefusal {
  const errors = refusalErrors(caught)
  const code = (caught as { code?: string }).code
  return {
    words: errors.form ?? Object.values(errors)[0] ?? "The report could not be sent.",
    stale: code === ERROR_CODES.staleVersion || code === ERROR_CODES.notSubmitted || code === ERROR_CODES.alreadyIssued,
  }
}
