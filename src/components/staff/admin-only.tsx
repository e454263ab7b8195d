import * as React from "react"
import { Link } from "gatsby"
import { STAFF_ROOT } from "../../lib/staff-paths"

// What a staff member sees on an administrator's page (the API behind it answers 403 anyway).
export function AdminOnly() {
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold text-slate-900">Administrators only</h1>
      <p>
        This page is for administrators. Ask an administrator if you need an account changed or a person&rsquo;s data.
      </p>
      <Link to={STAFF_ROOT} className="text-blue-800 underline">
        Back to the inbox
      </Link>
    </section>
  )
}
