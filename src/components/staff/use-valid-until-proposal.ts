import * as React from "react"
import { CERTIFICATE_KINDS } from "../../lib/certificate-kinds"
import { intervalsForKind, proposeValidUntil, type ExaminationInterval } from "../../lib/valid-until-proposal"

// The certificate form's kind, equipment class, inspection date and valid-until, with the valid-until the class's
// interval proposes. The proposal fills an empty field or replaces its own earlier proposal; a date staff typed
// stays, since the inspector's date or an examination scheme's overrides the table.
// `start`: a report's kind, inspection day and the valid-until its inspector stated (the review panel's).
export function useValidUntilProposal(
  intervals: readonly ExaminationInterval[],
  start: { kind: string; inspectedOn: string; validUntil: string } = {
    kind: CERTIFICATE_KINDS[0],
    inspectedOn: "",
    validUntil: "",
  },
) {
  const [kind, setKind] = React.useState<string>(start.kind)
  const [slug, setSlug] = React.useState("")
  const [inspectedOn, setInspectedOn] = React.useState(start.inspectedOn)
  const [validUntil, setValidUntil] = React.useState(start.validUntil)
  // The date last proposed, to tell it from one staff typed.
  const [proposed, setProposed] = React.useState("")

  const classes = intervalsForKind(intervals, kind)
  const chosen = classes.find((interval) => interval.slug === slug)
  const proposal = chosen ? proposeValidUntil(chosen, inspectedOn) : null

  function propose(next: { kind: string; slug: string; inspectedOn: string }) {
    const interval = intervalsForKind(intervals, next.kind).find((candidate) => candidate.slug === next.slug)
    const date = (interval && proposeValidUntil(interval, next.inspectedOn).validUntil) ?? ""
    if (validUntil === "" || validUntil === proposed) setValidUntil(date)
    setProposed(date)
  }

  return {
    kind,
    classes,
    slug,
    inspectedOn,
    validUntil,
    proposal,
    chooseKind(next: string) {
      // A class of another kind does not apply to this one.
      const keep = intervalsForKind(intervals, next).some((interval) => interval.slug === slug) ? slug : ""
      setKind(next)
      setSlug(keep)
      propose({ kind: next, slug: keep, inspectedOn })
    },
    chooseClass(next: string) {
      setSlug(next)
      propose({ kind, slug: next, inspectedOn })
    },
    enterInspectedOn(next: string) {
      setInspectedOn(next)
      propose({ kind, slug, inspectedOn: next })
    },
    enterValidUntil: setValidUntil,
    // After a record is added: an empty form for the next one.
    clear() {
      setKind(CERTIFICATE_KINDS[0])
      setSlug("")
      setInspectedOn("")
      setValidUntil("")
      setProposed("")
    },
  }
}
