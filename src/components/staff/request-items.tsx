import * as React from "react"
import { formatDate } from "../../lib/format"
import { FormError } from "../ui/app-controls"
import { BUTTON, INPUT, LABEL } from "../ui/app-styles"
import type { Detail, RequestItem } from "./request-detail"
import { StaffTable } from "./staff-table"
import { staffFetch } from "./staff-api"
import { requestActionApi } from "../../lib/staff-paths"

// A client's re-examination request (issue 51): the register items it names, and the visit's day, which the
// client's page then shows as "scheduled for". Clearing the day takes it back.
export function RequestItems({ detail, onChanged }: { detail: Detail; onChanged: () => void }) {
  const [error, setError] = React.useState("")
  const items: RequestItem[] = detail.items
  function schedule(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const day = String(new FormData(event.currentTarget).get("day") ?? "")
    staffFetch(requestActionApi("schedule").to({ reference: detail.reference }), {
      method: "POST",
      body: { day: day || null },
    }).then(
      () => {
        setError("")
        onChanged()
      },
      (caught: Error) => setError(caught.message),
    )
  }
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">Items to re-examine ({items.length})</h2>
      <StaffTable label="Items to re-examine" headings={["Certificate", "Item", "Serial", "Site", "Due"]}>
        {items.map((item) => (
          <tr key={item.number} className="border-b border-slate-200">
            <td className="p-2 font-mono">{item.number}</td>
            <td className="p-2">{item.item}</td>
            <td className="p-2">{item.serial ?? "—"}</td>
            <td className="p-2">{item.site}</td>
            <td className="p-2 whitespace-nowrap">{item.valid_until ? formatDate(item.valid_until, "en-GB") : "—"}</td>
          </tr>
        ))}
      </StaffTable>
      <form onSubmit={schedule} className="flex flex-wrap items-end gap-3">
        <label className={LABEL}>
          Visit scheduled for
          <input type="date" name="day" defaultValue={detail.scheduled_for ?? ""} className={INPUT} />
        </label>
        <button type="submit" className={BUTTON}>
          Save the visit&apos;s date
        </button>
      </form>
      <FormError message={error} />
    </section>
  )
}
