import * as React from "react"
import { Link } from "gatsby"
import { useLocation } from "@gatsbyjs/reach-router"
import { countText } from "../../lib/plural"
import type { WaitingCounts } from "../../lib/staff-replies"
import { useWaitingCounts } from "./use-waiting-counts"

// `waiting`: the count of what waits there that the item shows beside its name (issue 64, P14).
export type StaffMenuItem = { to: string; label: string; waiting?: "requests" | "spam" }

// A badge's number, its words for a screen reader (the number alone says nothing), and whether it is urgent.
function badgeOf(waiting: StaffMenuItem["waiting"], counts: WaitingCounts | null) {
  if (!waiting || !counts) return null
  if (waiting === "spam")
    return counts.spamToday > 0 ? { count: counts.spamToday, words: "caught today", urgent: false } : null
  if (counts.unanswered === 0) return null
  const overdue = counts.overdue > 0 ? `, ${counts.overdue} overdue` : ""
  const words = countText("en", counts.unanswered, { one: "unanswered request", other: "unanswered requests" })
  return { count: counts.unanswered, words: `${words}${overdue}`, urgent: counts.overdue > 0 }
}

// The workspace's pages. The current one is marked on screen as the public site's header marks it (white, an
// orange underline), not only for screen readers: the longest path the address is under, so a request's page
// (below /staff/) marks the inbox.
export function StaffNav({ items }: { items: readonly StaffMenuItem[] }) {
  const { pathname } = useLocation()
  const counts = useWaitingCounts(pathname)
  const current = items.filter((item) => pathname.startsWith(item.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to
  return (
    <nav aria-label="Workspace" className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
      {items.map((item) => {
        const here = item.to === current
        const badge = badgeOf(item.waiting, counts)
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
            {badge && (
              <span
                className={`ms-1.5 inline-block min-w-[1.25rem] rounded-full px-1.5 text-center text-xs font-bold ${
                  badge.urgent ? "bg-red-600 text-white" : "bg-accent-500 text-navy-950"
                }`}
              >
                {` ${badge.count}`}
                <span className="sr-only">{` ${badge.words}`}</span>
              </span>
            )}
          </Link>
        )
      })}
    </nav>
  )
}
