import * as React from "react"
import { Link } from "gatsby"
import { STAFF_ROOT } from "../../lib/staff-paths"

// A path below /staff/ that is none of the workspace's pages: an old bookmark, a mistyped link.
export function StaffNotFound() {
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold text-slate-900">No such page</h1>
      <p>The workspace has no page at this address.</p>
      <Link to={STAFF_ROOT} className="text-blue-800 underline">
        Back to the inbox
      </Link>
    </section>
  )
}
