import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CertificatesPage } from "./certificates-page"
import { CERTIFICATES_API, STAFF_NAMES_API } from "../../lib/staff-paths"

const record = (number: string) => ({
  id: Number(number.slice(-3)),
  number,
  kind: "ndt-report",
  item: "Storage tank T-101",
  serial: "T-101",
  rating: null,
  client: "Nile Delta Petroleum Co.",
  site: "Suez",
  inspected_on: "2026-11-02",
  valid_until: null,
  inspector: "Karim Abdelaziz",
  inspector_certificate: "ASNT III 123",
  status: "valid",
  status_reason: null,
  status_at: null,
  code: "ABCDEFGHJK",
  created_at: "2026-11-02T10:00:00.000Z",
  company_id: null,
  company_name: null,
  register_status: "issued",
})

// A stand-in for the workspace API: two pages of records; a search for "nothing" finds none.
function stubApi() {
  const listed: string[] = []
  window.fetch = jest.fn(async (url: string) => {
    const [path, query] = url.split("?")
    const params = new URLSearchParams(query)
    let body: unknown = { report: null }
    if (path === CERTIFICATES_API) {
      listed.push(query ?? "")
      body =
        params.get("q") === "nothing"
          ? { items: [], next: null }
          : params.get("after")
            ? { items: [record("NR-2026-00001")], next: null }
            : { items: [record("NR-2026-00002")], next: "2" }
    } else if (path === STAFF_NAMES_API)
      body = { services: {}, industries: {}, kinds: { "ndt-report": "NDT report" }, languages: {}, sites: {} }
    else if (path.endsWith("client-companies")) body = []
    return { ok: true, status: 200, statusText: "", text: async () => JSON.stringify(body) }
  }) as unknown as typeof fetch
  return listed
}

test("the records page on, a search is sent to the server, and a search without a match says so", async () => {
  const listed = stubApi()
  const user = userEvent.setup()
  render(<CertificatesPage intervals={[]} />)
  const first = await screen.findByTestId("certificate-NR-2026-00002")
  expect(await within(first).findByText("NDT report")).toBeVisible()
  expect(within(first).getByText("Issued")).toBeVisible()

  await user.click(screen.getByRole("button", { name: "Next page" }))
  expect(await screen.findByTestId("certificate-NR-2026-00001")).toBeVisible()
  expect(listed).toContain("after=2")
  await user.click(screen.getByRole("button", { name: "Previous page" }))
  expect(await screen.findByTestId("certificate-NR-2026-00002")).toBeVisible()

  await user.type(screen.getByRole("searchbox", { name: /^Search certificates/ }), "nothing")
  await user.click(screen.getByRole("button", { name: "Search" }))
  expect(await screen.findByText("No certificate matches “nothing”.")).toBeVisible()
  expect(listed).toContain("q=nothing")
  expect(screen.queryByTestId(/^certificate-/)).toBeNull()
})
