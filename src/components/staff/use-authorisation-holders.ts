import * as React from "react"
import { STAFF_INSPECTORS_API } from "../../lib/inspect-paths"
import { readReply } from "../../lib/read-reply"
import { STAFF_MEMBERS_API } from "../../lib/staff-paths"
import { members, type StaffMemberNames } from "../../lib/staff-replies"

// Who holds authorisations (issue 62): inspectors, who examine, and the workspace's staff and administrators, who
// review; null until both lists are read.
export function useAuthorisationHolders() {
  const [holders, setHolders] = React.useState<{ inspectors: StaffMemberNames; reviewers: StaffMemberNames } | null>(
    null,
  )
  const [error, setError] = React.useState("")
  React.useEffect(() => {
    Promise.all([readReply(members, STAFF_INSPECTORS_API), readReply(members, STAFF_MEMBERS_API)]).then(
      ([inspectors, reviewers]) => setHolders({ inspectors, reviewers }),
      (caught: Error) => setError(caught.message),
    )
  }, [])
  return { holders, error }
}
