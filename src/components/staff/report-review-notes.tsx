import * as React from "react"
import { cairoTime } from "../../lib/cairo-time"
import type { ReviewState } from "../../lib/review-replies"
import { APP_LINK } from "../ui/app-styles"
import { certificateHref } from "./report-issued-panel"

type Props = { review: ReviewState; labelOf: (field: string) => string }

// What the review has said of a report before: the issued number an amendment replaces and why, and the comments
// of its last return (the inspector's phone shows the same).
export function ReportReviewNotes({ review, labelOf }: Props) {
  const { amendsNumber, amendReason, comments, state, returnedAt } = review
  return (
    <>
      {amendsNumber && (
        <p className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm">
          {"An amendment of "}
          <a href={certificateHref(amendsNumber)} className={`${APP_LINK} font-mono`}>
            {amendsNumber}
          </a>
          {amendReason ? `: ${amendReason}` : "."}
        </p>
      )}
      {comments.length > 0 && state !== "issued" && (
        <section aria-labelledby="returned-heading" className="space-y-2">
          <h2 id="returned-heading" className="text-lg font-semibold">
            {state === "returned" && returnedAt
              ? `Returned ${cairoTime(returnedAt)} with comments`
              : "Comments of its last return"}
          </h2>
          <ul className="space-y-1 text-sm">
            {comments.map((comment, index) => (
              <li key={index} className="break-words">
                <span className="font-semibold">
                  {comment.field === null ? "The whole report" : labelOf(comment.field)}:
                </span>{" "}
                {comment.text} <span className="text-slate-700">({`${comment.by}, ${cairoTime(comment.at)}`})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
