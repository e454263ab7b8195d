import * as React from "react"
import { Link } from "gatsby"
import { staffPersonAuthorisationsPage } from "../../lib/inspect-paths"
import type { StaffMemberNames } from "../../lib/staff-replies"
import { APP_LINK } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"
import { LapsingAuthorisations } from "./lapsing-authorisations"
import { useAuthorisationHolders } from "./use-authorisation-holders"
import { useJobChoices } from "./use-job-choices"

function People({ heading, people, none }: { heading: string; people: StaffMemberNames; none: string }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {people.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {people.map((person) => (
            <li key={person.id}>
              <Link to={staffPersonAuthorisationsPage.to({ userId: person.id })} className={APP_LINK}>
                {person.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

// Records of who may do what (ISO/IEC 17020 §6.1): what lapses within 60 days, and each inspector's and
// reviewer's records a click away.
export function AuthorisationsPage() {
  const { forms } = useJobChoices()
  const { holders, error } = useAuthorisationHolders()
  return (
    <section className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Authorisations</h1>
        <p className="text-sm text-slate-700">
          What each inspector may examine and each reviewer may review, with the certification behind it. An
          inspector&apos;s app offers only the kinds they hold on the job&apos;s day; a report is reviewed only by
          someone holding a review authorisation for its kind, never its author.
        </p>
      </div>
      <LapsingAuthorisations forms={forms} />
      <FormError message={error} />
      {!holders && !error && <p>Loading…</p>}
      {holders && (
        <>
          <People
            heading="Inspectors"
            people={holders.inspectors}
            none="No inspectors' accounts yet: an administrator invites one on the Accounts page."
          />
          <People heading="Reviewers: staff and administrators" people={holders.reviewers} none="No staff accounts." />
        </>
      )}
    </section>
  )
}
