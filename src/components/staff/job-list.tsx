import * as React from "react"
import { formatDate } from "../../lib/format"
import type { StaffJob } from "../../lib/inspect-replies"
import type { ReportForm } from "../../lib/report-form-schema"
import { QUIET_BUTTON } from "../ui/app-styles"
import { StaffTable } from "./staff-table"
import { kindTitle } from "./use-job-choices"

type Props = { jobs: readonly StaffJob[]; forms: readonly ReportForm[] | null; onReassign: (job: StaffJob) => void }

const TABLE_LABEL = "Coming jobs"
export const jobDay = (job: StaffJob) => formatDate(job.day, "en-GB")
const inspectorsOf = (job: StaffJob) => job.inspectors.map((one) => one.name).join(", ") || "No one yet"

function ReassignButton({ job, onReassign }: { job: StaffJob; onReassign: Props["onReassign"] }) {
  return (
    <button
      type="button"
      className={`${QUIET_BUTTON} min-h-[2.75rem] sm:min-h-0`}
      aria-label={`Change inspectors: ${job.companyName}, ${job.site} on ${jobDay(job)}`}
      onClick={() => onReassign(job)}
    >
      Change inspectors
    </button>
  )
}

// The coming jobs, the soonest first: a card each on a phone, a table from a tablet's width on (only one of the two
// is displayed), each with its day, place, kinds of report, inspectors and the booking it came from.
export function JobList({ jobs, forms, onReassign }: Props) {
  const kinds = (job: StaffJob) => job.kinds.map((kind) => kindTitle(forms, kind)).join(", ")
  return (
    <>
      <ol aria-label={TABLE_LABEL} className="space-y-2 sm:hidden">
        {jobs.map((job) => (
          <li key={job.id} className="space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <h3 className="font-semibold text-slate-900">{`${jobDay(job)} · ${job.companyName}`}</h3>
            <p className="break-words text-slate-800">{job.site}</p>
            <p className="text-slate-700">{kinds(job)}</p>
            <p className="text-slate-700">{`Inspectors: ${inspectorsOf(job)}`}</p>
            {job.bookingReference && <p className="text-slate-700">{`Booking ${job.bookingReference}`}</p>}
            <ReassignButton job={job} onReassign={onReassign} />
          </li>
        ))}
      </ol>
      <StaffTable
        className="hidden sm:block"
        label={TABLE_LABEL}
        headings={["Day", "Company", "Site", "Kinds of report", "Inspectors", "Booking"]}
      >
        {jobs.map((job) => (
          <tr key={job.id} className="border-b border-slate-200 align-top">
            <th scope="row" className="whitespace-nowrap p-2 font-semibold">
              {jobDay(job)}
            </th>
            <td className="p-2">{job.companyName}</td>
            <td className="p-2">{job.site}</td>
            <td className="p-2">{kinds(job)}</td>
            <td className="space-y-1 p-2">
              <p>{inspectorsOf(job)}</p>
              <ReassignButton job={job} onReassign={onReassign} />
            </td>
            <td className="whitespace-nowrap p-2">{job.bookingReference ?? "—"}</td>
          </tr>
        ))}
      </StaffTable>
    </>
  )
}
