import * as React from "react"
import { BidiText } from "../ui/bidi-text"

export type CodeTitle = { readonly code: string; readonly title: string }

// The codes a service works to, or a case study was held to: each code (left to right, as written) with its title.
// One look on both pages, so a buyer reads them the same way.
export function CodeList({ codes }: { codes: readonly CodeTitle[] }) {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      {codes.map(({ code, title }) => (
        <li key={code} className="rounded-lg border border-mist-200 bg-white p-4">
          <p className="font-semibold text-navy-900" dir="ltr">
            {code}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <BidiText text={title} />
          </p>
        </li>
      ))}
    </ul>
  )
}
