import * as React from "react"
import { Link } from "gatsby"
import { authorisationsReply, type Authorisation, type ListedAuthorisation } from "../../lib/authorisation-replies"
import { STAFF_AUTHORISATIONS, staffAuthorisationsApi, staffWithdrawAuthorisationApi } from "../../lib/inspect-paths"
import { readReply } from "../../lib/read-reply"
import { APP_LINK } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"
import { AuthorisationForm } from "./authorisation-form"
import { AuthorisationRecords } from "./authorisation-records"
import { AuthorisationScan } from "./authorisation-scan"
import { staffFetch } from "./staff-api"
import { useAuthorisationHolders } from "./use-authorisation-holders"
import { useJobChoices } from "./use-job-choices"

// One inspector's or reviewer's records of authorisation: staff read them; administrators record one and withdraw
// one (the server checks the role either way).
export function PersonAuthorisationsPage({ userId, admin }: { userId: string; admin: boolean }) {
  const { forms } = useJobChoices()
  const { holders, error: holdersError } = useAuthorisationHolders()
  const [records, setRecords] = React.useState<ListedAuthorisation[] | null>(null)
  const [error, setError] = React.useState("")
  const [done, setDone] = React.useState("")
  const load = React.useCallback(
    () =>
      readReply(authorisationsReply, staffAuthorisationsApi.to({ userId })).then(
        (reply) => setRecords(reply.authorisations),
        (caught: Error) => setError(caught.message),
      ),
    [userId],
  )
  React.useEffect(() => void load(), [load])
  const inspector = holders?.inspectors.find((person) => person.id === userId)
  const name = (inspector ?? holders?.reviewers.find((person) => person.id === userId))?.name ?? "this person"
  const withdraw = (record: Authorisation) =>
    staffFetch(staffWithdrawAuthorisationApi.to({ userId, authorisationId: record.id }), {
      method: "POST",
      body: {},
    }).then(
      () => {
        setError("")
        setDone(`Withdrawn: certificate ${record.certificateNumber}.`)
        return load()
      },
      (caught: Error) => setError(caught.message),
    )
  const scanAttached = (record: ListedAuthorisation, scan: ListedAuthorisation["scan"]) => {
    setDone(`Scan attached: certificate ${record.certificateNumber}.`)
    setRecords((list) => list?.map((one) => (one.id === record.id ? { ...one, scan } : one)) ?? null)
  }
  const recorded = (words: string) => {
    setDone(words)
    void load()
  }
  return (
    <section className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <Link to={STAFF_AUTHORISATIONS} className={APP_LINK}>
          All authorisations
        </Link>
        <h1 className="text-2xl font-semibold">{`Authorisations of ${name}`}</h1>
        {holders && <p className="text-sm text-slate-700">{inspector ? "Inspector: examines." : "Reviewer."}</p>}
      </div>
      <FormError message={error || holdersError} />
      {done && (
        <p role="status" className="text-green-800">
          {done}
        </p>
      )}
      {records ? (
        <AuthorisationRecords
          records={records}
          forms={forms}
          onWithdraw={admin ? withdraw : null}
          scanOf={(record) => <AuthorisationScan record={record} admin={admin} onAttached={scanAttached} />}
        />
      ) : (
        !error && <p>Loading the records…</p>
      )}
      {admin && records && holders && forms && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">Record an authorisation</h2>
          <AuthorisationForm
            userId={userId}
            name={name}
            capabilities={inspector ? ["examine"] : ["review"]}
            forms={forms}
            onRecorded={recorded}
          />
        </section>
      )}
    </section>
  )
}
