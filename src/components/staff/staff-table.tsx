import * as React from "react"

// `className`: what the page adds around the table (the inbox shows it from a tablet's width on, cards below).
type Props = { label: string; headings: readonly string[]; children: React.ReactNode; className?: string }

// A workspace table: a scrollable region a keyboard can reach (wide tables scroll sideways on a phone; axe:
// scrollable-region-focusable), its column headings, then the rows the page gives.
export function StaffTable({ label, headings, children, className = "" }: Props) {
  return (
    <div className={className}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {headings.map((heading) => (
                <th key={heading} scope="col" className="p-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  )
}
