import * as React from "react"
import { render, screen } from "@testing-library/react"
import { CERTIFICATES_API, COMPANIES_API, STAFF_NAMES_API } from "../../lib/staff-paths"
import type { ListedCertificate } from "../../lib/certificate-replies"
import { CertificatesPage } from "./certificates-page"

const record: ListedCertificate = {
  id: 12,
  number: "LE-2026-01012",
  kind: "lifting-equipment",
  item: "Gantry crane",
  serial: "GC-01",
  rating: "SWL 10 t",
  client: "Nile Delta Petroleum Co.",
  site: "Alexandria",
  inspected_on: "2026-12-07",
  valid_until: "2027-12-06",
  inspector: "Karim Abdelaziz",
  inspector_certificate: "LEEA 0045821",
  status: "valid",
  status_reason: null,
  status_at: null,
  code: "ABCD2345EF",
  created_at: "2026-12-07T10:00:00.000Z",
  company_id: null,
  company_name: null,
  register_status: "valid",
}

// The workspace API as the page calls it: one record, no client companies, the names of the codes.
beforeEach(() => {
  const answers: Record<string, unknown> = {
    [CERTIFICATES_API]: { items: [record], next: null },
    [COMPANIES_API]: [],
    [STAFF_NAMES_API]: { services: {}, industries: {}, kinds: {}, languages: {}, sites: {}, statuses: {} },
  }
  window.fetch = jest.fn(async (url: string) => {
    const body = answers[url.split("?")[0]]
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
})

// The review's "1 of 1 items": one record listed is not "these 1 records".
test("with one record listed, the labels link speaks of that one record", async () => {
  render(<CertificatesPage intervals={[]} />)
  expect(await screen.findByRole("link", { name: "Print the label of this record" })).toBeVisible()
})
