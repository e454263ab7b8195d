import * as React from "react"
import { Link } from "gatsby"

// A path below the register's that is none of its pages: an old bookmark, a mistyped link. `heading` is the site's
// "page not found", `back` the register's name in the menu.
export function ClientNotFound({ heading, back, to }: { heading: string; back: string; to: string }) {
  return (
    <section className="mx-auto mt-10 max-w-md space-y-3">
      <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
      <Link to={to} className="text-blue-800 underline">
        {back}
      </Link>
    </section>
  )
}
