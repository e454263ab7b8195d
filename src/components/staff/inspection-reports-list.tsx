import * as React from "react"
import { Link } from "gatsby"
import { cairoTime } from "../../lib/cairo-time"
import { staffReportPage } from "../../lib/inspect-paths"
import type { StaffReportSummary } from "../../lib/inspect-replies"
import type { ReportForm } from "../../lib/report-form-schema"
import { APP_LINK } from "../ui/app-styles"
import { StaffTable } from "./staff-table"
import { kindTitle } from "./use-job-choices"

type Props = { reports: readonly StaffReportSummary[] | null; forms: readonly ReportForm[] | null }

const TABLE_LABEL = "Reports as they arrive"
// Where each stands in its review: what waits for a reviewer reads so.
const STATE_NAMES = { draft: "Draft", submitted: "Waiting for review", returned: "Returned", issued: "Issued" }
const stateOf = (report: StaffReportSummary) => STATE_NAMES[report.state ?? (report.submitted ? "submitted" : "draft")]
const itemOf = (report: StaffReportSummary) => report.itemKey ?? "Item found on site"

function ReportLink({ report, forms }: { report: StaffReportSummary; forms: Props["forms"] }) {
  return (
    <Link to={staffReportPage.to({ reportId: report.id })} className={APP_LINK}>
      {kindTitle(forms, report.kind)}
    </Link>
  )
}

// The inspectors' reports, the newest change first (drafts too: the office reads them while the inspector is still
// on site), a card each on a phone and a table from a tablet's width on; each opens the report's page.
export function InspectionReportsList({ reports, forms }: Props) {
  if (!reports) return <p>Loading the reports…</p>
  if (reports.length === 0)
    return <p>No reports yet. Each appears here, draft or submitted, as soon as an inspector&apos;s phone sends it.</p>
  return (
    <>
      <ol aria-label={TABLE_LABEL} className="space-y-2 sm:hidden">
        {reports.map((report) => (
          <li key={report.id} className="space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold">
              <ReportLink report={report} forms={forms} />
            </p>
            <p className="break-words text-slate-800">{`${report.companyName} · ${report.site} · ${itemOf(report)}`}</p>
            <p className="text-slate-700">
              {`${stateOf(report)}, version ${report.version}, by ${report.inspector} · ${cairoTime(report.updatedAt)}`}
            </p>
          </li>
        ))}
      </ol>
      <StaffTable
        className="hidden sm:block"
        label={TABLE_LABEL}
        headings={["Changed", "Report", "Company", "Site", "Item", "Inspector", "Version", "State"]}
      >
        {reports.map((report) => (
          <tr key={report.id} className="border-b border-slate-200 align-top">
            <td className="whitespace-nowrap p-2">{cairoTime(report.updatedAt)}</td>
            <th scope="row" className="p-2 font-semibold">
              <ReportLink report={report} forms={forms} />
            </th>
            <td className="p-2">{report.companyName}</td>
            <td className="p-2">{report.site}</td>
            <td className="p-2">{itemOf(report)}</td>
            <td className="p-2">{report.inspector}</td>
            <td className="p-2">{report.version}</td>
            <td className="p-2">{stateOf(report)}</td>
          </tr>
        ))}
      </StaffTable>
    </>
  )
}
