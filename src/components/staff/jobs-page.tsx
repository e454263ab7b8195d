import * as React from "react"
import { Link } from "gatsby"
import { STAFF_AUTHORISATIONS, STAFF_INSPECTION_REPORTS_API, STAFF_JOBS_API } from "../../lib/inspect-paths"
import { staffJobsReply, staffReportsReply, type StaffJob, type StaffReportSummary } from "../../lib/inspect-replies"
import { readReply } from "../../lib/read-reply"
import { FormError } from "../ui/app-controls"
import { APP_LINK } from "../ui/app-styles"
import { InspectionReportsList } from "./inspection-reports-list"
import { LapsingAuthorisations } from "./lapsing-authorisations"
import { JobInspectorsPanel } from "./job-inspectors-panel"
import { JobList } from "./job-list"
import { JobNewForm } from "./job-new-form"
import { useClientCompanies } from "./use-client-companies"
import { useJobChoices } from "./use-job-choices"

// Issue 61, the office's side: make a job and give it to inspectors, see the coming ones, change who goes, and read
// the reports as the inspectors' phones send them.
export function JobsPage() {
  const { companies, error: companiesError } = useClientCompanies()
  const { forms, inspectors, error: choicesError } = useJobChoices()
  const [jobs, setJobs] = React.useState<StaffJob[] | null>(null)
  const [reports, setReports] = React.useState<StaffReportSummary[] | null>(null)
  const [editing, setEditing] = React.useState<StaffJob | null>(null)
  const [done, setDone] = React.useState("")
  const [error, setError] = React.useState("")
  const loadJobs = React.useCallback(
    () =>
      readReply(staffJobsReply, STAFF_JOBS_API).then(
        (reply) => setJobs(reply.jobs),
        (caught: Error) => setError(caught.message),
      ),
    [],
  )
  React.useEffect(() => {
    void loadJobs()
    void readReply(staffReportsReply, STAFF_INSPECTION_REPORTS_API).then(
      (reply) => setReports(reply.reports),
      (caught: Error) => setError(caught.message),
    )
  }, [loadJobs])
  const changed = (words: string) => {
    setDone(words)
    setEditing(null)
    void loadJobs()
  }
  return (
    <section className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Jobs</h1>
        <p className="max-w-3xl text-sm text-slate-700">
          Inspections given to inspectors: each job is a client company&apos;s site on a day, with the kinds of report
          it asks for. Its inspectors see it in their app (/inspect/) with the company&apos;s register items at that
          site, and their reports appear below as their phones send them.
        </p>
      </div>
      <FormError message={error || companiesError || choicesError} />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Make a job</h2>
        {forms ? (
          <JobNewForm companies={companies} forms={forms} inspectors={inspectors} onMade={changed} />
        ) : (
          <p>Loading…</p>
        )}
        {done && (
          <p role="status" className="text-green-800">
            {done}
          </p>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Coming jobs</h2>
        {!jobs && <p>Loading the jobs…</p>}
        {jobs?.length === 0 && <p>No jobs from today on. Make one above.</p>}
        {jobs && jobs.length > 0 && <JobList jobs={jobs} forms={forms} onReassign={setEditing} />}
        {editing && (
          <JobInspectorsPanel
            job={editing}
            inspectors={inspectors}
            onSaved={changed}
            onClose={() => setEditing(null)}
          />
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Reports as they arrive</h2>
        <InspectionReportsList reports={reports} forms={forms} />
      </section>
      <div className="space-y-2">
        <LapsingAuthorisations forms={forms} />
        <Link to={STAFF_AUTHORISATIONS} className={APP_LINK}>
          Every inspector&apos;s and reviewer&apos;s authorisations
        </Link>
      </div>
    </section>
  )
}
