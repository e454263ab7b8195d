import * as React from "react"
import { fill } from "../../lib/format"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import type { ReportForm } from "../../lib/report-form-schema"
import type { ReviewComment, ReviewState } from "../../lib/review-replies"
import { BidiText } from "../ui/bidi-text"
import { inputId } from "./field-ids"

// A reviewer's comments by the field they are on (the whole report's under no field).
export function commentsByField(comments: readonly ReviewComment[]): Record<string, ReviewComment[]> {
  const byField: Record<string, ReviewComment[]> = {}
  for (const comment of comments) if (comment.field) (byField[comment.field] ??= []).push(comment)
  return byField
}

// A report a reviewer returned (issue 62): who returned it and when, and every comment, each on a field linked to
// that field (where it shows again, beside it), those on the whole report first.
export function ReturnedBanner({
  review,
  form,
  texts,
  day,
}: {
  review: ReviewState
  form: ReportForm
  texts: InspectTexts["review"]
  // The day it was returned, written out.
  day: string
}) {
  const labels = new Map(form.sections.flatMap((section) => section.fields).map((field) => [field.id, field.label]))
  const who = [...new Set(review.comments.map((comment) => comment.by))].join(" · ")
  const ordered = [...review.comments].sort((a, b) => Number(a.field !== null) - Number(b.field !== null))
  return (
    <section
      aria-labelledby="returned-heading"
      className="rounded-md border-2 border-accent-500 bg-amber-50 p-3 text-base text-slate-950"
    >
      <h2 id="returned-heading" className="text-lg font-bold text-navy-900">
        {texts.returnedHeading}
      </h2>
      <p className="mt-1">
        <BidiText text={fill(texts.returnedIntro, { who, date: day })} />
      </p>
      <ul className="mt-2 space-y-2">
        {ordered.map((comment, index) => (
          <li key={index}>
            {comment.field ? (
              <a href={`#${inputId(comment.field)}`} className="font-semibold text-steel-700 underline">
                <BidiText text={labels.get(comment.field) ?? comment.field} />
              </a>
            ) : (
              <span className="font-semibold">{texts.wholeReport}</span>
            )}
            : <bdi>{comment.text}</bdi>
          </li>
        ))}
      </ul>
    </section>
  )
}
