import * as React from "react"

// The mark under an entry of data/ flagged `sample` (a case study, the head counts, the accreditation scope): the
// words are data/site.json's `samples`, and the mark goes when an editor clears the flag.
export function SampleNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ${className}`}>
      {text}
    </p>
  )
}

// The short mark beside one entry of a list whose other entries may be real ("Sample").
export function SampleTag({ text }: { text: string }) {
  return (
    <span className="ms-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {text}
    </span>
  )
}
