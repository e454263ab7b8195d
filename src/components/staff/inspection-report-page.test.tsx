import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { STAFF_REPORT_FORMS_API, STAFF_INSPECTORS_API, staffInspectionReportApi } from "../../lib/inspect-paths"
import type { ReportForm } from "../../lib/report-form-schema"
import { englishEdition } from "../../../testing/content"
import { InspectionReportPage } from "./inspection-report-page"

const FORMS = englishEdition.reportForms as ReportForm[]
const ID = "7d1f1f9e-8d9b-4c1a-9f59-1b6a3c2e0a11"
const HOOK = { id: "2b0c1d5e-1f0a-4e8b-9a51-5d0c0e6f7a01", fieldId: "photos", caption: "Hook throat", uploadId: "u-1" }
const LATCH = { id: "2b0c1d5e-1f0a-4e8b-9a51-5d0c0e6f7a02", fieldId: "photos", caption: "Latch", uploadId: null }
const REPORT = {
  ...{ id: ID, jobId: "j-1", companyName: "Delta Lifting", site: "Rig 7", kind: "thorough-examination" },
  ...{ itemKey: "OC-10-4411", inspector: "Samir Gaber", version: 3, submitted: true },
  ...{ updatedAt: "2026-12-07T10:15:00.000Z", submittedAt: "2026-12-07T10:15:00.000Z" },
  createdAt: "2026-12-07T08:02:00.000Z",
  newItem: null,
  values: {
    employerName: "Delta Lifting S.A.E.",
    reason: "interval-12-months",
    safeToOperate: false,
    lastExaminationDate: "2025-12-01",
    defects: [
      {
        id: "5c3e2a10-7b1d-4f3c-8e2a-9d8f7c6b5a41",
        description: "Hook throat opened beyond 10 %.",
        danger: "now",
        remedyBy: null,
        photoIds: [HOOK.id],
      },
      {
        id: "5c3e2a10-7b1d-4f3c-8e2a-9d8f7c6b5a42",
        description: "Rope worn near the drum.",
        danger: "byDate",
        remedyBy: "2027-01-15",
        photoIds: [],
      },
    ],
    photos: [HOOK.id, LATCH.id],
  },
  photos: [HOOK, LATCH],
}

const NOT_FOUND = { error: "No report has this id.", code: "NOT_FOUND" }

beforeEach(() => {
  const answers: Record<string, unknown> = {
    [STAFF_REPORT_FORMS_API]: { forms: FORMS },
    [STAFF_INSPECTORS_API]: [],
    [staffInspectionReportApi.to({ reportId: ID })]: REPORT,
  }
  window.fetch = jest.fn(async (path: string) => {
    const body = answers[path]
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? NOT_FOUND) }
  }) as unknown as typeof fetch
})

// What the office checks on a report as it arrives: each value under the form's label, in words.
const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement

test("a report shows every field by the form's label, in words, and its photos under their field", async () => {
  render(<InspectionReportPage reportId={ID} />)
  expect(await screen.findByRole("heading", { level: 1, name: "Report of a thorough examination" })).toBeVisible()
  expect(valueOf("Company and site")).toHaveTextContent("Delta Lifting, Rig 7")
  expect(valueOf("Item")).toHaveTextContent("OC-10-4411")
  expect(valueOf("Inspector")).toHaveTextContent("Samir Gaber")
  expect(valueOf("State")).toHaveTextContent(/^Submitted 7 Dec 2026, 12:15 · version 3$/)
  expect(screen.getByRole("heading", { level: 2, name: "Employer and premises" })).toBeVisible()
  expect(valueOf("Employer's name")).toHaveTextContent("Delta Lifting S.A.E.")
  expect(valueOf("Employer's address")).toHaveTextContent("Not filled")
  expect(valueOf("Reason for the examination")).toHaveTextContent("Within an interval of 12 months (reg. 9(3)(a)(ii))")
  expect(valueOf("Safe to operate")).toHaveTextContent("No")
  expect(valueOf("Date of the last thorough examination")).toHaveTextContent("1 December 2025")
  const defects = within(valueOf("Defects")).getAllByRole("listitem")
  expect(defects[0]).toHaveTextContent(
    "Hook throat opened beyond 10 %.A danger to people now: do not usePhotos: Hook throat",
  )
  expect(defects[1]).toHaveTextContent(
    "Rope worn near the drum.Will become a danger to people; remedy by 15 January 2027",
  )
  const photos = valueOf("Photos")
  expect(within(photos).getByRole("img", { name: "Hook throat" })).toHaveAttribute(
    "src",
    `/api/staff/inspection-reports/${ID}/photos/${HOOK.id}`,
  )
  expect(within(photos).getByRole("link", { name: "Download Hook throat" })).toHaveAttribute("download")
  expect(photos).toHaveTextContent("Not received yet: the phone sends it when it has a network")
  expect(screen.queryByText("Fields the form does not name")).toBeNull()
})

test("a report that does not exist says so, with the way back", async () => {
  render(<InspectionReportPage reportId="5c3e2a10-0000-4000-8000-000000000000" />)
  expect(await screen.findByRole("alert")).toHaveTextContent("No report has this id.")
  expect(screen.getByRole("link", { name: "All jobs and reports" })).toHaveAttribute("href", "/staff/jobs/")
})
