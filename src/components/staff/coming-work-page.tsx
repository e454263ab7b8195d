import * as React from "react"
import { Download } from "lucide-react"
import { formatDate } from "../../lib/format"
import { STAFF_COMING_API, STAFF_COMING_CSV } from "../../lib/staff-paths"
import { PRIMARY_BUTTON } from "../ui/app-styles"
import { readReply } from "../../lib/read-reply"
import { comingWork, type ComingMonth } from "../../lib/staff-replies"
import { StaffTable } from "./staff-table"
import { countText } from "../../lib/plural"

type Month = ComingMonth

const TABLE_LABEL = "Coming re-examinations by month"
const itemsText = (count: number) => countText("en", count, { one: "{count} item", other: "{count} items" })

// A month's companies, each with its items, how many are booked and whether anyone gets the reminder.
function Companies({ month }: { month: Month }) {
  return (
    <ul>
      {month.companies.map((company) => (
        <li key={company.name}>
          {`${company.name}: ${itemsText(company.items)}, ${company.booked} booked`}
          {company.remindable ? "" : " · no one to remind"}
        </li>
      ))}
    </ul>
  )
}

// The re-examinations coming across all clients (server/staff/coming-work.ts): by month of the due date for the
// next 12 months, the overdue first, each company with how many of its items are booked already.
export function ComingWorkPage() {
  const [months, setMonths] = React.useState<Month[] | null>(null)
  const [error, setError] = React.useState("")
  React.useEffect(
    () =>
      void readReply(comingWork, STAFF_COMING_API).then(
        (data) => setMonths(data.months),
        (caught: Error) => setError(caught.message),
      ),
    [],
  )
  const monthName = (month: string) => (month === "overdue" ? "Overdue" : formatDate(month, "en-GB"))
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Coming work</h1>
          <p className="max-w-3xl text-sm text-slate-700">
            Re-examinations falling due across all client companies in the next 12 months, by month of the due date (the
            latest certificate&apos;s valid-until), and how many each client has booked already. A company whose members
            all turned reminders off, or that has no members, says &quot;no one to remind&quot;.
          </p>
        </div>
        <a href={STAFF_COMING_CSV} download className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Every item as CSV
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {months && months.length === 0 && <p>Nothing falls due in the next 12 months.</p>}
      {months && months.length > 0 && (
        <>
          {/* On a phone each month is a card (issue 64, P14): the table's Companies column was clipped at 375 px.
              The table from a tablet's width on; only one of the two is ever displayed. */}
          <ol aria-label={TABLE_LABEL} className="space-y-2 sm:hidden">
            {months.map((month) => (
              <li key={month.month} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <h2 className="font-semibold text-slate-900">{monthName(month.month)}</h2>
                <p className="text-slate-700">{`${itemsText(month.items)}, ${month.booked} booked`}</p>
                <div className="mt-2 break-words">
                  <Companies month={month} />
                </div>
              </li>
            ))}
          </ol>
          <StaffTable
            className="hidden sm:block"
            label={TABLE_LABEL}
            headings={["Month", "Items", "Booked", "Companies"]}
          >
            {months.map((month) => (
              <tr key={month.month} className="border-b border-slate-200 align-top" data-month={month.month}>
                <th scope="row" className="whitespace-nowrap p-2 text-left font-semibold">
                  {monthName(month.month)}
                </th>
                <td className="p-2">{month.items}</td>
                <td className="p-2">{month.booked}</td>
                <td className="min-w-[16rem] p-2">
                  <Companies month={month} />
                </td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  )
}
