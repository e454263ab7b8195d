import * as React from "react"

export const CLIENT_CELL = "px-3 py-2 align-top"

// A table of the client pages: a region named by the page's heading that scrolls sideways on a narrow screen
// rather than squeezing the words (focusable, so a keyboard scrolls it; axe: scrollable-region-focusable).
export function ClientTable({
  labelledBy,
  headings,
  children,
}: {
  labelledBy: string
  headings: readonly string[]
  children: React.ReactNode
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full text-start text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${CLIENT_CELL} text-start`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  )
}
