import * as React from "react"
import { Link } from "gatsby"
import { useLocation } from "@gatsbyjs/reach-router"

export type StaffMenuItem = { to: string; label: string }

// The workspace's pages. The current one is marked on screen as the public site's header marks it (white, an
// orange underline), not only for screen readers: the longest path the address is under, so a request's page
// (below /staff/) marks the inbox.
export function StaffNav({ items }: { items: readonly StaffMenuItem[] }) {
  const { pathname } = useLocation()
  const current = items.filter((item) => pathname.startsWith(item.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to
  return (
    <nav aria-label="Workspace" className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
      {items.map((item) => {
        const here = item.to === current
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={here ? "page" : undefined}
            className={`rounded-md px-2 py-1 hover:bg-white/10 hover:text-white ${
              here ? "font-semibold text-white [box-shadow:inset_0_-2px_0_#E8630A]" : "text-steel-100"
            }`}
          >
            {item.label}
          </Link>
        )
      })}
    </nav>
  )
}
