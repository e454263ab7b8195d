import * as React from "react"
import { readReply } from "../../lib/read-reply"
import { members, type StaffMemberNames } from "../../lib/staff-replies"
import type { Detail } from "./request-detail"
import { staffFetch } from "./staff-api"
import { FormError } from "../ui/app-controls"
import { BUTTON, QUIET_BUTTON } from "../ui/app-styles"
import { STAFF_MEMBERS_API, requestActionApi, type RequestAction } from "../../lib/staff-paths"

const STATUSES = [
  ["new", "New"],
  ["contacted", "Contacted"],
  ["quoted", "Quoted"],
  ["won", "Won"],
  ["lost", "Lost"],
]

// Status (Lost asks for a reason), assignee, a note, and spam / not spam.
export function RequestWork({ detail, onChanged }: { detail: Detail; onChanged: () => void }) {
  const [staffMembers, setMembers] = React.useState<StaffMemberNames>([])
  const [error, setError] = React.useState("")
  React.useEffect(() => void readReply(members, STAFF_MEMBERS_API).then(setMembers, () => undefined), [])
  const post = (action: RequestAction, body: unknown) =>
    staffFetch(requestActionApi(action).to({ reference: detail.reference }), { method: "POST", body }).then(
      () => {
        setError("")
        onChanged()
      },
      (caught: Error) => setError(caught.message),
    )

  function changeStatus(event: React.ChangeEvent<HTMLSelectElement>) {
    const status = event.target.value
    if (status !== "lost") return void post("status", { status })
    const reason = window.prompt("Why was this request lost?")
    if (reason) void post("status", { status, reason })
  }
  function addNote(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    void post("notes", { text: data.get("note"), replySent: data.get("replySent") === "on" }).then(() => form.reset())
  }

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <label className="text-sm text-slate-800">
          Status
          <select
            value={detail.status}
            onChange={changeStatus}
            className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
          >
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-800">
          Assignee
          <select
            value={detail.assignee_id ?? ""}
            onChange={(event) => void post("assignee", { assigneeId: event.target.value || null })}
            className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
          >
            <option value="">Nobody</option>
            {staffMembers.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form onSubmit={addNote} className="space-y-2">
        <label className="block text-sm text-slate-800">
          Note
          <textarea
            name="note"
            required
            rows={3}
            className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="replySent" />
          Reply sent to the requester (counts as answered)
        </label>
        <button type="submit" className={BUTTON}>
          Add note
        </button>
      </form>
      {/* Not the page's main action: quiet, so it does not compete with the note just above it. */}
      <button type="button" className={QUIET_BUTTON} onClick={() => void post("spam", { spam: !detail.spam })}>
        {detail.spam ? "Not spam" : "Mark as spam"}
      </button>
      <FormError message={error} />
    </section>
  )
}
