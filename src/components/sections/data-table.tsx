import * as React from "react"
import { Part } from "./page-part"
import { SampleNote } from "./sample-note"
import { BidiText } from "../ui/bidi-text"

type Props = {
  id: string
  heading: string
  intro?: string
  // The sample mark, when the table's entry is flagged a sample.
  sampleNote?: string
  columns: string[]
  rows: { key: string; cells: React.ReactNode[] }[]
}

// A small table that scrolls inside its own box on narrow screens instead of widening the page.
export function DataTable({ id, heading, intro, sampleNote, columns, rows }: Props) {
  return (
    <Part id={id} heading={heading}>
      {intro && <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{intro}</p>}
      {sampleNote && <SampleNote text={sampleNote} className="mt-3 max-w-3xl" />}
      {/* Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
      <div
        className="mt-6 overflow-x-auto rounded-xl border border-mist-200 bg-white"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby={id}
      >
        <table className="w-full min-w-[34rem] text-start text-sm">
          <thead className="bg-mist-100 text-navy-900">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-mist-200 text-slate-700">
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((value, index) => {
                  // A data text keeps the codes and dates inside its Arabic in order.
                  const cell = typeof value === "string" ? <BidiText text={value} /> : value
                  return index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 text-start font-medium text-navy-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Part>
  )
}
