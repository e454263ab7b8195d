import * as React from "react"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { navigate } from "gatsby"
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
  review: {
    ...{ state: "submitted", comments: [], returnedAt: null, issuedNumber: null, issuedAt: null },
    ...{ amendsNumber: null, amendReason: null },
  },
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
  expect(valueOf("State")).toHaveTextContent(/^Submitted 7 Dec 2026, 12:15, waiting for review · version 3$/)
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

// The review (issue 62): the calls the page makes, answered in turn; each POST's body is kept to be read.
function serve(answers: Record<string, { status: number; body: unknown }[]>) {
  const sent: { path: string; body: unknown }[] = []
  window.fetch = jest.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET"
    if (method !== "GET") sent.push({ path, body: JSON.parse(String(init.body)) })
    const queue = answers[`${method} ${path}`] ?? []
    const { status, body } = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: NOT_FOUND }
    return { ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) }
  }) as unknown as typeof fetch
  return sent
}
const ok = (body: unknown) => ({ status: 200, body })
const REVIEW = REPORT.review
const READ = `GET ${staffInspectionReportApi.to({ reportId: ID })}`
const FORMS_READ = {
  [`GET ${STAFF_REPORT_FORMS_API}`]: [ok({ forms: FORMS })],
  [`GET ${STAFF_INSPECTORS_API}`]: [ok([])],
}
const INTERVALS = [
  {
    ...{ slug: "other-lifting-equipment", name: "Other lifting equipment", kinds: ["lifting-equipment"] },
    ...{ months: 12, source: "LOLER 1998 reg. 9(3)(a)(ii)" },
  },
]

test("a reviewer comments beside a field and on the whole report, and returns it to the inspector", async () => {
  const returned = {
    ...REVIEW,
    state: "returned",
    returnedAt: "2026-12-07T11:00:00.000Z",
    comments: [
      { field: "safeToOperate", text: "Say why, with the defect.", by: "Omar Said", at: "2026-12-07T11:00:00.000Z" },
    ],
  }
  const sent = serve({
    ...FORMS_READ,
    [READ]: [
      ok({ ...REPORT, review: REVIEW }),
      ok({ ...REPORT, submitted: false, submittedAt: null, review: returned }),
    ],
    [`POST /api/staff/inspection-reports/${ID}/return`]: [ok({ ok: true })],
  })
  render(<InspectionReportPage reportId={ID} intervals={INTERVALS} />)
  const returning = await screen.findByRole("button", { name: "Return with comments" })
  expect(returning).toBeDisabled()
  fireEvent.click(screen.getByRole("button", { name: "Comment on Safe to operate" }))
  const box = screen.getByRole("textbox", { name: "Comment on Safe to operate" })
  expect(box).toHaveFocus()
  fireEvent.change(box, { target: { value: "Say why, with the defect." } })
  fireEvent.change(screen.getByRole("textbox", { name: "Comment on the whole report" }), {
    target: { value: "  " },
  })
  fireEvent.click(returning)
  expect(await screen.findByRole("status")).toHaveTextContent("Returned to Samir Gaber with 1 comment.")
  // Only what was written is sent, a field's comment under its id, with the version read.
  expect(sent).toEqual([
    {
      path: `/api/staff/inspection-reports/${ID}/return`,
      body: { version: 3, comments: [{ field: "safeToOperate", text: "Say why, with the defect." }] },
    },
  ])
  expect(valueOf("State")).toHaveTextContent(/^Returned to the inspector 7 Dec 2026, 13:00 · version 3$/)
  expect(screen.getByRole("heading", { name: "Returned 7 Dec 2026, 13:00 with comments" })).toBeVisible()
  expect(screen.getByText(/Say why, with the defect\./)).toHaveTextContent(
    "Safe to operate: Say why, with the defect. (Omar Said, 7 Dec 2026, 13:00)",
  )
  expect(screen.queryByRole("button", { name: "Authorise and issue" })).toBeNull()
})

test("authorising proposes the valid-until, shows a refusal's words, then the number it was issued as", async () => {
  const values = { ...REPORT.values, examinationDate: "2026-12-06", nextExaminationDate: "" }
  const issued = { ...REVIEW, state: "issued", issuedNumber: "LE-2026-00031", issuedAt: "2026-12-07T11:30:00.000Z" }
  const authorise = `POST /api/staff/inspection-reports/${ID}/authorise`
  const sent = serve({
    ...FORMS_READ,
    [READ]: [ok({ ...REPORT, values, review: REVIEW }), ok({ ...REPORT, values, review: issued })],
    [authorise]: [
      { status: 403, body: { error: "You wrote this report: another reviewer authorises it.", code: "OWN_REPORT" } },
      ok({ number: "LE-2026-00031", issuedAt: "2026-12-07T11:30:00.000Z" }),
    ],
  })
  render(<InspectionReportPage reportId={ID} intervals={INTERVALS} />)
  const validUntil = await screen.findByLabelText("Valid until")
  expect(validUntil).toHaveValue("")
  fireEvent.change(screen.getByRole("combobox", { name: /^Equipment class/ }), {
    target: { value: "other-lifting-equipment" },
  })
  expect(validUntil).toHaveValue("2027-12-06")
  expect(validUntil).toHaveAccessibleDescription(/^Proposed: 12 months — LOLER 1998 reg\. 9\(3\)\(a\)\(ii\)\./)
  fireEvent.click(screen.getByRole("button", { name: "Authorise and issue" }))
  expect(await screen.findByRole("alert")).toHaveTextContent("You wrote this report: another reviewer authorises it.")
  fireEvent.change(validUntil, { target: { value: "2027-06-30" } })
  fireEvent.click(screen.getByRole("button", { name: "Authorise and issue" }))
  expect(await screen.findByRole("status")).toHaveTextContent("Authorised and issued as LE-2026-00031.")
  expect(sent.map((call) => call.body)).toEqual([
    { version: 3, validUntil: "2027-12-06" },
    { version: 3, validUntil: "2027-06-30" },
  ])
  const panel = screen.getByRole("region", { name: "Issued as LE-2026-00031" })
  expect(within(panel).getByRole("link", { name: "LE-2026-00031 in the certificates register" })).toHaveAttribute(
    "href",
    "/staff/certificates/?q=LE-2026-00031",
  )
  expect(within(panel).getByRole("link", { name: "The signed PDF of LE-2026-00031" })).toHaveAttribute(
    "href",
    "/api/staff/certificates/LE-2026-00031/report.pdf",
  )
  expect(screen.queryByRole("button", { name: /Comment on/ })).toBeNull()
})

test("an issued report is amended with a reason: none is refused under the field, one opens the amendment", async () => {
  const issued = { ...REVIEW, state: "issued", issuedNumber: "LE-2026-00031", issuedAt: "2026-12-07T11:30:00.000Z" }
  const amend = "POST /api/staff/certificates/LE-2026-00031/amend"
  const sent = serve({
    ...FORMS_READ,
    [READ]: [ok({ ...REPORT, review: issued })],
    [amend]: [
      {
        status: 400,
        body: {
          error: "Please say why it is amended.",
          code: "INVALID_REQUEST",
          fields: { "body.reason": "Please say why it is amended." },
        },
      },
      { status: 201, body: { reportId: "9a0e5d2c-1b1f-4c3e-8f00-000000000001" } },
    ],
  })
  render(<InspectionReportPage reportId={ID} intervals={INTERVALS} />)
  expect(await screen.findByText(/^Issued as LE-2026-00031 7 Dec 2026, 13:30/)).toBeVisible()
  expect(screen.queryByRole("button", { name: "Authorise and issue" })).toBeNull()
  fireEvent.click(screen.getByRole("button", { name: "Amend…" }))
  fireEvent.click(screen.getByRole("button", { name: "Open the amendment" }))
  const reason = screen.getByRole("textbox", { name: "Why LE-2026-00031 is amended" })
  await waitFor(() => expect(reason).toHaveAccessibleDescription("Please say why it is amended."))
  expect(reason).toHaveAttribute("aria-invalid", "true")
  fireEvent.change(reason, { target: { value: "The plate says 3.2 t." } })
  fireEvent.click(screen.getByRole("button", { name: "Open the amendment" }))
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith("/staff/jobs/reports/9a0e5d2c-1b1f-4c3e-8f00-000000000001/"),
  )
  expect(sent.map((call) => call.body)).toEqual([{ reason: "" }, { reason: "The plate says 3.2 t." }])
})
