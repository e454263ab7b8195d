import * as React from "react"
import { readReply } from "../../lib/read-reply"
import { figures } from "../../lib/staff-replies"
import { StaffTable } from "./staff-table"
import type { MonthFigures } from "../../lib/reply-figures"
import { STAFF_FIGURES_API, STAFF_FIGURES_CSV } from "../../lib/staff-paths"
import { PRIMARY_BUTTON } from "../ui/app-styles"

// GET /api/staff/figures (server/promise/figures.ts): the 24-hour reply promise per month of arrival.

const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`)
const hours = (value: number | null) => (value === null ? "—" : `${value} h`)

// Bars of the share answered within 24 hours, oldest month on the left; the table below holds the same numbers,
// so the chart is described in one sentence for a screen reader.
function ShareChart({ months }: { months: MonthFigures[] }) {
  const shown = [...months].reverse().slice(-12)
  const width = 40
  const height = 160
  return (
    <figure className="my-4">
      <svg
        role="img"
        aria-label="Share of requests answered within 24 hours, per month; the table below lists the same figures."
        viewBox={`0 -16 ${shown.length * width + 10} ${height + 40}`}
        preserveAspectRatio="xMinYMid meet"
        className="h-56 w-full max-w-3xl"
      >
        <line x1="0" y1={height} x2={shown.length * width + 10} y2={height} stroke="#334155" />
        {shown.map((month, index) => {
          const bar = (month.inTimeShare ?? 0) * height
          return (
            <g key={month.month}>
              <rect x={index * width + 8} y={height - bar} width={width - 12} height={bar} fill="#1e40af" />
              <text
                x={index * width + width / 2 + 2}
                y={height - bar - 4}
                fontSize="10"
                textAnchor="middle"
                fill="#0f172a"
              >
                {percent(month.inTimeShare)}
              </text>
              <text x={index * width + width / 2 + 2} y={height + 14} fontSize="8" textAnchor="middle" fill="#0f172a">
                {month.month}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="text-sm text-slate-700">
        Answered within 24 hours, share of the requests answered or past their 24 hours
      </figcaption>
    </figure>
  )
}

export function FiguresPage() {
  const [months, setMonths] = React.useState<MonthFigures[] | null>(null)
  const [error, setError] = React.useState("")
  React.useEffect(
    () =>
      void readReply(figures, STAFF_FIGURES_API).then(
        (data) => setMonths(data.months),
        (caught: Error) => setError(caught.message),
      ),
    [],
  )
  return (
    <section>
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">Reply figures</h1>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Every request is promised a reply within 24 hours; Saturdays and public holidays do not count. Months are months
        of arrival (Cairo time); spam is not counted. Times to the first reply are working hours. Requests not answered
        yet and still within their 24 hours are neither kept nor missed: they are counted apart and left out of the
        share.
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <a href={STAFF_FIGURES_CSV} className={`${PRIMARY_BUTTON} mb-4 inline-block`}>
        Download CSV
      </a>
      {months === null ? (
        <p>Loading…</p>
      ) : months.length === 0 ? (
        <p>No requests yet.</p>
      ) : (
        <>
          <ShareChart months={months} />
          <StaffTable
            label="Figures per month"
            headings={[
              "Month",
              "Received",
              "Answered within 24 h",
              "Share within 24 h",
              "Median to first reply",
              "90th percentile",
              "Overdue now",
              "Still within 24 h",
            ]}
          >
            {months.map((month) => (
              <tr key={month.month} className="border-b border-slate-200">
                <th scope="row" className="p-2 font-normal">
                  {month.month}
                </th>
                <td className="p-2">{month.received}</td>
                <td className="p-2">{month.answeredInTime}</td>
                <td className="p-2">{percent(month.inTimeShare)}</td>
                <td className="p-2">{hours(month.medianHours)}</td>
                <td className="p-2">{hours(month.p90Hours)}</td>
                <td className="p-2">{month.overdueNow}</td>
                <td className="p-2">{month.pending}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  )
}
