import * as React from "react"
import { staffJobApi } from "../../lib/inspect-paths"
import type { StaffJob } from "../../lib/inspect-replies"
import type { StaffMemberNames } from "../../lib/staff-replies"
import { BUTTON, QUIET_BUTTON } from "../ui/app-styles"
import { ChoiceGroup } from "./choice-group"
import { RefusalSummary } from "./form-refusal"
import { jobDay } from "./job-list"
import { jobRefusal } from "./job-refusal"
import { staffFetch } from "./staff-api"

type Props = { job: StaffJob; inspectors: StaffMemberNames; onSaved: (words: string) => void; onClose: () => void }

// Who is assigned to one job, changed in one step (the server replaces the list). Opened from the job's row or
// card; focus moves to its heading so a keyboard or screen reader lands on it.
export function JobInspectorsPanel({ job, inspectors, onSaved, onClose }: Props) {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [job.id])
  const title = `Inspectors of ${job.companyName}, ${job.site} on ${jobDay(job)}`
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const inspectorIds = new FormData(event.currentTarget).getAll("inspectorIds").map(String)
    try {
      await staffFetch(staffJobApi.to({ jobId: job.id }), { method: "PATCH", body: { inspectorIds } })
      setErrors({})
      onSaved(`${title}: saved.`)
    } catch (caught) {
      setErrors(jobRefusal(caught))
    }
  }
  return (
    <section aria-labelledby={`job-${job.id}-inspectors`} className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 id={`job-${job.id}-inspectors`} ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
        {title}
      </h3>
      <form key={job.id} onSubmit={(event) => void submit(event)} noValidate className="mt-2 space-y-3">
        <ChoiceGroup
          legend="Assigned"
          name="inspectorIds"
          errors={errors}
          checked={job.inspectors.map((one) => one.id)}
          options={inspectors.map((one) => ({ value: one.id, label: one.name }))}
          none="No inspectors' accounts yet."
        />
        <RefusalSummary errors={errors} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON}>
            Save the inspectors
          </button>
          <button type="button" className={QUIET_BUTTON} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  )
}
