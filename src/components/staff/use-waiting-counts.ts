import * as React from "react"
import { readReply } from "../../lib/read-reply"
import { STAFF_COUNTS_API } from "../../lib/staff-paths"
import { waitingCounts, type WaitingCounts } from "../../lib/staff-replies"

// What waits (GET /api/staff/counts), asked again whenever staff move to another page, so a reply recorded or a
// request taken out of Spam shows in the counts at the next page. Nothing while it is unknown or refused.
export function useWaitingCounts(page: string): WaitingCounts | null {
  const [counts, setCounts] = React.useState<WaitingCounts | null>(null)
  React.useEffect(() => {
    let live = true
    readReply(waitingCounts, STAFF_COUNTS_API).then(
      (answer) => live && setCounts(answer),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [page])
  return counts
}
