import * as React from "react"
import type { RegisterStatus } from "../../lib/register-status"
import type { ClientTexts, RegisterPage } from "./client-types"
import { StatusBadge } from "./status-badge"

// What needs attention first: what must not be used, then what is overdue or due soon.
const ORDER: readonly RegisterStatus[] = ["withdrawn", "suspended", "expired", "due", "valid", "issued"]

type Props = {
  texts: ClientTexts["register"]
  statuses: ClientTexts["statuses"]
  summary: RegisterPage["summary"]
  chosen?: string
  onChoose: (status: RegisterStatus | undefined) => void
}

// The register at a glance (issue 64): how many items stand in each status, the whole company's whatever the
// filter; each count shows those items, and pressed again shows all.
export function RegisterSummary({ texts, statuses, summary, chosen, onChoose }: Props) {
  const shown = ORDER.filter((status) => summary[status] > 0)
  return (
    <nav aria-label={texts.summary}>
      <ul className="flex flex-wrap gap-2">
        {shown.map((status) => (
          <li key={status}>
            <button
              type="button"
              aria-pressed={chosen === status}
              onClick={() => onChoose(chosen === status ? undefined : status)}
              className={`rounded-full ${chosen === status ? "outline outline-2 outline-offset-2 outline-blue-800" : ""}`}
            >
              <StatusBadge status={status} label={`${summary[status]} ${statuses[status]}`} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
