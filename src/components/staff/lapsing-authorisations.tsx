import * as React from "react"
import { Link } from "gatsby"
import { lapsingReply } from "../../lib/authorisation-replies"
import { STAFF_LAPSING_AUTHORISATIONS_API, staffPersonAuthorisationsPage } from "../../lib/inspect-paths"
import { readReply } from "../../lib/read-reply"
import type { ReportForm } from "../../lib/report-form-schema"
import type { z } from "zod"
import { APP_LINK } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"
import { CAPABILITY_NAMES, coverOf, day } from "./authorisation-words"

type Lapsing = z.infer<typeof lapsingReply>["lapsing"]

// "Lapsing within 60 days": each authorisation whose certificate ends, or whose holder's near-vision test falls
// due, soonest first, with its holder's records a click away (the jobs page and the authorisations page show it).
export function LapsingAuthorisations({ forms }: { forms: readonly ReportForm[] | null }) {
  const [lapsing, setLapsing] = React.useState<Lapsing | null>(null)
  const [error, setError] = React.useState("")
  React.useEffect(
    () =>
      void readReply(lapsingReply, STAFF_LAPSING_AUTHORISATIONS_API).then(
        (reply) => setLapsing(reply.lapsing),
        (caught: Error) => setError(caught.message),
      ),
    [],
  )
  return (
    <section aria-labelledby="lapsing-heading" className="space-y-2">
      <h2 id="lapsing-heading" className="text-lg font-semibold">
        Lapsing within 60 days
      </h2>
      <FormError message={error} />
      {!lapsing && !error && <p>Loading the authorisations…</p>}
      {lapsing?.length === 0 && <p>No authorisation lapses within 60 days.</p>}
      {lapsing && lapsing.length > 0 && (
        <ul className="divide-y divide-slate-200 border-y border-slate-200 text-sm">
          {lapsing.map(({ authorisation, inspectorName, what, lastDay }) => (
            <li key={`${authorisation.id}-${what}`} className="py-2">
              <Link to={staffPersonAuthorisationsPage.to({ userId: authorisation.userId })} className={APP_LINK}>
                {inspectorName}
              </Link>
              {`: ${CAPABILITY_NAMES[authorisation.capability].toLowerCase()} ${coverOf(forms, authorisation)} — `}
              <span className="font-semibold">
                {what === "certificate"
                  ? `certificate ${authorisation.certificateNumber} ends on ${day(lastDay)}`
                  : `near-vision test holds until ${day(lastDay)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
