import * as React from "react"
import { readReply } from "../../lib/read-reply"
import { members, type StaffMemberNames } from "../../lib/staff-replies"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../lib/quote-options"
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from "../../lib/request-kinds"
import { INPUT } from "../ui/app-styles"
import { nameOf, REQUEST_STATUS_NAMES } from "../../lib/code-names"
import { useCodeNames } from "./use-code-names"
import { STAFF_MEMBERS_API } from "../../lib/staff-paths"

const LABEL = "text-sm text-slate-800"
type Change = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void

function Choice({
  name,
  label,
  values,
  current,
  onChange,
}: {
  name: string
  label: string
  values: readonly (readonly [string, string])[]
  current: Record<string, string>
  onChange: Change
}) {
  return (
    <label className={LABEL}>
      {label}
      <select value={current[name] ?? ""} onChange={onChange(name)} className={INPUT}>
        <option value="">All</option>
        {values.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

// Each stored value with its name (src/lib/code-names.ts), or itself before the names arrive.
const named = (values: readonly string[], names: Readonly<Record<string, string>> | undefined) =>
  values.map((value) => [value, nameOf(names, value)] as const)

// The inbox's filters; each change names the query parameter it sets (an empty value removes it). `current`: the
// search and filters in force (the address's, once the page opens), so the fields show what the list is filtered by.
export function InboxFilters({ current, onChange }: { current: Record<string, string>; onChange: Change }) {
  const [staffMembers, setMembers] = React.useState<StaffMemberNames>([])
  const names = useCodeNames()
  React.useEffect(() => void readReply(members, STAFF_MEMBERS_API).then(setMembers, () => undefined), [])
  const assignees = [["none", "Nobody"] as const, ...staffMembers.map((member) => [member.id, member.name] as const)]
  const date = (name: string, label: string) => (
    <label className={LABEL}>
      {label}
      <input type="date" value={current[name] ?? ""} onChange={onChange(name)} className={INPUT} />
    </label>
  )
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8">
      <label className={`col-span-2 ${LABEL}`}>
        Search
        <input type="search" value={current.q ?? ""} onChange={onChange("q")} className={INPUT} />
      </label>
      <Choice
        name="status"
        label="Status"
        values={named(Object.keys(REQUEST_STATUS_NAMES), REQUEST_STATUS_NAMES)}
        current={current}
        onChange={onChange}
      />
      <Choice
        name="kind"
        label="Kind"
        values={REQUEST_KINDS.map((kind) => [kind, REQUEST_KIND_LABELS[kind]] as const)}
        current={current}
        onChange={onChange}
      />
      <Choice
        name="service"
        label="Service"
        values={named(SERVICE_VALUES, names?.services)}
        current={current}
        onChange={onChange}
      />
      <Choice
        name="industry"
        label="Industry"
        values={named(INDUSTRY_VALUES, names?.industries)}
        current={current}
        onChange={onChange}
      />
      <Choice name="assignee" label="Assignee" values={assignees} current={current} onChange={onChange} />
      <Choice name="overdue" label="Reply" values={[["true", "Overdue only"]]} current={current} onChange={onChange} />
      {date("from", "From")}
      {date("to", "To")}
    </div>
  )
}
