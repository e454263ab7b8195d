import * as React from "react"
import { staffFetch } from "./staff-api"
import { readReply } from "../../lib/read-reply"
import { erased as erasedReply } from "../../lib/staff-replies"
import { BUTTON, DANGER_BUTTON, INPUT, LABEL, PRIMARY_BUTTON, QUIET_BUTTON } from "../ui/app-styles"
import { PERSON_EXPORT_API, PERSON_ERASE_API } from "../../lib/staff-paths"
import { countText } from "../../lib/plural"

// What is held under an address, kept whole for the download: its request columns are the server's (person-data.ts).
type Found = {
  email: string
  requests: { reference: string; created_at: string }[]
  clientAccounts: unknown[]
  clientInvitations: unknown[]
}
// A client account, or an invitation to one, is held under the address as well (and erased with the requests).
const clientHeld = (found: Found) => found.clientAccounts.length + found.clientInvitations.length > 0
// The workspace is in English.
const requestCount = (count: number) => countText("en", count, { one: "{count} request", other: "{count} requests" })

// The download is the export the look-up fetched (a POST: the address stays out of every URL and proxy log).
function useDownloadHref(found: Found | null) {
  const href = React.useMemo(
    () => (found ? URL.createObjectURL(new Blob([JSON.stringify(found, null, 2)], { type: "application/json" })) : ""),
    [found],
  )
  React.useEffect(() => () => URL.revokeObjectURL(href), [href])
  return href
}

// Administrators: what is held about one person (by e-mail), as a JSON download, and erasing it after a confirmation.
export function PersonPage() {
  const [found, setFound] = React.useState<Found | null>(null)
  const [confirming, setConfirming] = React.useState(false)
  const [message, setMessage] = React.useState<{ text: string; error: boolean } | null>(null)
  const downloadHref = useDownloadHref(found)

  async function lookUp(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get("email")).trim()
    setConfirming(false)
    setMessage(null)
    try {
      setFound(await staffFetch<Found>(PERSON_EXPORT_API, { method: "POST", body: { email } }))
    } catch (error) {
      setFound(null)
      setMessage({ text: (error as Error).message, error: true })
    }
  }
  async function erase(email: string) {
    try {
      const { erased, clientAccounts } = await readReply(erasedReply, PERSON_ERASE_API, {
        method: "POST",
        body: { email, confirm: true },
      })
      setFound(null)
      const account = clientAccounts ? " and the client account" : ""
      setMessage({ text: `Erased ${requestCount(erased.length)}${account} of ${email}.`, error: false })
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true })
    }
    setConfirming(false)
  }

  return (
    <section className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Personal data</h1>
      <form onSubmit={(event) => void lookUp(event)} className="flex flex-wrap items-end gap-3">
        <label className={`${LABEL} min-w-0 flex-1 basis-60`}>
          Email of the person
          <input name="email" type="email" required className={INPUT} />
        </label>
        <button type="submit" className={PRIMARY_BUTTON}>
          Look up
        </button>
      </form>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "text-red-700" : "text-green-800"}>
          {message.text}
        </p>
      )}
      {found && (
        <section className="space-y-3" aria-label="Held about this person">
          <p className="break-words">
            {requestCount(found.requests.length)} held for {found.email}
            {found.requests.length ? `: ${found.requests.map((request) => request.reference).join(", ")}` : "."}
          </p>
          {clientHeld(found) && <p>A client account or an invitation to one is held for this address too.</p>}
          <div className="flex flex-wrap gap-3">
            <a href={downloadHref} download="personal-data.json" className={`${BUTTON} inline-block`}>
              Download JSON
            </a>
            {(found.requests.length > 0 || clientHeld(found)) && !confirming && (
              <button type="button" className={DANGER_BUTTON} onClick={() => setConfirming(true)}>
                Erase…
              </button>
            )}
          </div>
          {confirming && (
            <div
              role="alertdialog"
              aria-label="Confirm erasing"
              className="space-y-3 rounded border border-red-300 p-3"
            >
              <p>
                Erase the personal fields, messages, notes and mails of {requestCount(found.requests.length)}
                {clientHeld(found) ? ", and the client account with its invitations," : ""} of{" "}
                <span className="break-words">{found.email}</span>? This cannot be undone.
              </p>
              <div className="flex flex-wrap gap-3">
                <button type="button" className={DANGER_BUTTON} onClick={() => void erase(found.email)}>
                  Erase for good
                </button>
                <button type="button" className={QUIET_BUTTON} onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </section>
      )}
    </section>
  )
}
