import { addMonths } from "./cairo-time"

// One class of data/intervals.json as the workspace reads it (English edition; src/pages/staff/[...].tsx).
export type ExaminationInterval = {
  slug: string
  name: string
  kinds: readonly string[]
  months: number | null
  source: string
}

// What the certificate form proposes for valid-until, and the words beside it. A proposal only: staff set the date,
// and the inspector's date or an examination scheme's stands over the table's.
export type ValidUntilProposal = { validUntil: string | null; basis: string }

export function proposeValidUntil(interval: ExaminationInterval, inspectedOn: string): ValidUntilProposal {
  if (interval.months === null)
    return {
      validUntil: null,
      basis: `No fixed interval — ${interval.source}: the inspector states the date; enter it from the report.`,
    }
  const rule = `${interval.months} months — ${interval.source}`
  const validUntil = addMonths(inspectedOn, interval.months)
  return validUntil
    ? { validUntil, basis: `Proposed: ${rule}. Change it if the inspector or an examination scheme sets another date.` }
    : { validUntil: null, basis: `${rule}. Enter the inspection date and the date is proposed.` }
}

// The classes a certificate of this kind may be of (an interval's kinds are the CSV's kind values).
export const intervalsForKind = (intervals: readonly ExaminationInterval[], kind: string) =>
  intervals.filter((interval) => interval.kinds.includes(kind))
