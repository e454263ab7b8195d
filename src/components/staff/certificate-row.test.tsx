import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CertificateRow } from "./certificate-row"
import type { ListedCertificate } from "../../lib/certificate-replies"

// CH-07 as the UX review found it (P5): stored "valid", but its date passed, so the list says "Expired".
const record: ListedCertificate = {
  id: 7,
  number: "LE-2026-01007",
  kind: "lifting-equipment",
  item: "Chain hoist",
  serial: "CH-07",
  rating: "SWL 2 t",
  client: "Nile Delta Petroleum Co.",
  site: "Suez",
  inspected_on: "2025-12-01",
  valid_until: "2026-11-30",
  inspector: "Karim Abdelaziz",
  inspector_certificate: "LEEA 0045821",
  status: "valid",
  status_reason: null,
  status_at: null,
  code: "ABCD-EFGH",
  created_at: "2025-12-01T10:00:00.000Z",
  company_id: null,
  company_name: null,
  register_status: "expired",
}
const names = { "lifting-equipment": "Lifting equipment thorough examination" }

// The workspace API as the row calls it: no report attached; a status change answers the record.
function stubApi() {
  const calls: { url: string; method: string; body?: string }[] = []
  window.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? "GET", body: init?.body as string | undefined })
    const body = url.endsWith("/report") ? { report: null } : record
    return { ok: true, status: 200, statusText: "", text: async () => JSON.stringify(body), json: async () => body }
  }) as unknown as typeof fetch
  return calls.filter.bind(calls)
}
const statusPosts = (filter: ReturnType<typeof stubApi>) =>
  filter((call) => call.method === "POST" && call.url.endsWith("/status"))

function renderRow() {
  const onChanged = jest.fn()
  render(
    <ul>
      <CertificateRow record={record} kindNames={names} onChanged={onChanged} />
    </ul>,
  )
  return { user: userEvent.setup(), onChanged }
}

test("a record says its status as of today and its kind by name; changing the status is a deliberate choice", async () => {
  stubApi()
  renderRow()
  const row = screen.getByTestId(`certificate-${record.number}`)
  expect(within(row).getByText("Expired")).toBeVisible()
  expect(within(row).getByText("Lifting equipment thorough examination")).toBeVisible()
  expect(within(row).queryByText("lifting-equipment")).toBeNull()
  // Nothing chosen and no red button until staff open "Change status…".
  expect(within(row).queryByRole("button", { name: /^(Suspend|Withdraw)/ })).toBeNull()
  expect(within(row).getByText("Change status…")).toBeVisible()
})

test("a withdrawal asks for confirmation with the reason; cancelling changes nothing", async () => {
  const filter = stubApi()
  const { user, onChanged } = renderRow()
  await user.click(screen.getByText("Change status…"))
  const withdrawn = screen.getByRole("radio", { name: "Withdrawn" })
  expect(withdrawn).not.toBeChecked()
  expect(screen.getByRole("radio", { name: "Suspended" })).not.toBeChecked()
  await user.click(withdrawn)
  await user.type(screen.getByLabelText(`Reason for ${record.number}`), "Hook found cracked")
  await user.click(screen.getByRole("button", { name: "Continue" }))

  const confirm = screen.getByRole("alertdialog", { name: `Withdraw ${record.number}?` })
  expect(confirm).toHaveTextContent("Hook found cracked")
  expect(confirm).toHaveTextContent(/public check/)
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }))
  expect(screen.queryByRole("alertdialog")).toBeNull()
  expect(statusPosts(filter)).toEqual([])
  expect(onChanged).not.toHaveBeenCalled()

  await user.click(screen.getByRole("button", { name: "Continue" }))
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: `Withdraw ${record.number}` }))
  expect(statusPosts(filter).map((call) => JSON.parse(call.body!))).toEqual([
    { status: "withdrawn", reason: "Hook found cracked" },
  ])
  expect(onChanged).toHaveBeenCalled()
})

test("a record an amendment replaced says by which and when", () => {
  stubApi()
  render(
    <ul>
      <CertificateRow
        record={{ ...record, superseded_by: "LE-2026-01031", superseded_on: "2026-12-07" }}
        kindNames={names}
        onChanged={jest.fn()}
      />
    </ul>,
  )
  expect(screen.getByText("Superseded by LE-2026-01031 on 2026-12-07")).toBeVisible()
})
