import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import {
  STAFF_INSPECTION_REPORTS_API,
  STAFF_INSPECTORS_API,
  STAFF_JOBS_API,
  STAFF_REPORT_FORMS_API,
  staffJobApi,
} from "../../lib/inspect-paths"
import type { StaffJob, StaffReportSummary } from "../../lib/inspect-replies"
import { COMPANIES_API } from "../../lib/staff-paths"
import type { ReportForm } from "../../lib/report-form-schema"
import { englishEdition } from "../../../testing/content"
import { JobsPage } from "./jobs-page"

const FORMS = englishEdition.reportForms as ReportForm[]
const DELTA = {
  ...{ id: "c-delta", name: "Delta Lifting", nameAr: "دلتا للرفع", createdAt: "2026-12-01T10:00:00.000Z" },
  ...{ members: 1, pendingInvitations: 0, certificates: 4, sites: ["Rig 7", "Quay 3"] },
}
const SAMIR = { id: "u-samir", name: "Samir Gaber" }
const LAILA = { id: "u-laila", name: "Laila Mostafa" }
const JOB: StaffJob = {
  ...{ id: "j-1", companyId: "c-delta", companyName: "Delta Lifting", site: "Rig 7", day: "2026-12-09" },
  ...{ kinds: ["thorough-examination"], bookingReference: null, inspectors: [SAMIR] },
  createdAt: "2026-12-07T09:00:00.000Z",
}
const REPORT: StaffReportSummary = {
  ...{ id: "7d1f1f9e-8d9b-4c1a-9f59-1b6a3c2e0a11", jobId: "j-1", companyName: "Delta Lifting", site: "Rig 7" },
  ...{ kind: "thorough-examination", itemKey: "OC-10-4411", inspector: "Samir Gaber", version: 2, submitted: false },
  updatedAt: "2026-12-07T10:15:00.000Z",
}

type Answer = { status: number; body: unknown }
// A stand-in for the workspace API: each "METHOD path" answers in turn from its list (the last answer repeats).
function serve(answers: Record<string, Answer[]>) {
  const fetchMock = jest.fn<Promise<object>, [string, RequestInit?]>(async (path, init) => {
    const queue = answers[`${init?.method ?? "GET"} ${path}`] ?? [{ status: 404, body: { error: "Not found." } }]
    const answer = queue.length > 1 ? queue.shift()! : queue[0]
    const ok = answer.status < 400
    return { ok, status: answer.status, statusText: "", text: async () => JSON.stringify(answer.body) }
  })
  window.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}
const sent = (fetchMock: ReturnType<typeof serve>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([called, init]) => called === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown)
const choices = (jobs: StaffJob[][], reports: StaffReportSummary[] = []) => ({
  [`GET ${COMPANIES_API}`]: [{ status: 200, body: [DELTA] }],
  [`GET ${STAFF_REPORT_FORMS_API}`]: [{ status: 200, body: { forms: FORMS } }],
  [`GET ${STAFF_INSPECTORS_API}`]: [{ status: 200, body: [LAILA, SAMIR] }],
  [`GET ${STAFF_JOBS_API}`]: jobs.map((list) => ({ status: 200, body: { jobs: list } })),
  [`GET ${STAFF_INSPECTION_REPORTS_API}`]: [{ status: 200, body: { reports } }],
})

// Words as server/inspect/staff-job-routes.ts and the schema (src/lib/day-schema.ts: a phrase after the field) put them.
const DAY_WORDS = "The day must be a date written YYYY-MM-DD."
const ONLY_INSPECTORS = "Only inspectors' accounts may be assigned to a job."

test("with no jobs and no reports yet, the page says so and how they come", async () => {
  serve(choices([[]]))
  render(<JobsPage />)
  expect(await screen.findByText("No jobs from today on. Make one above.")).toBeVisible()
  expect(
    await screen.findByText(
      "No reports yet. Each appears here, draft or submitted, as soon as an inspector's phone sends it.",
    ),
  ).toBeVisible()
})

test("a refused job marks its fields and keeps what was typed and ticked; the job made is listed", async () => {
  const user = userEvent.setup()
  const fetchMock = serve({
    ...choices([[], [JOB]]),
    [`POST ${STAFF_JOBS_API}`]: [
      {
        status: 400,
        body: {
          error: "Invalid",
          code: "INVALID_REQUEST",
          fields: { day: "must be a date written YYYY-MM-DD", "body.inspectorIds": ONLY_INSPECTORS },
        },
      },
      { status: 201, body: { id: "j-1" } },
    ],
  })
  render(<JobsPage />)
  await user.selectOptions(await screen.findByLabelText("Client company"), "Delta Lifting")
  await user.type(screen.getByLabelText(/^Site/), "Rig 7")
  const kinds = screen.getByRole("group", { name: "Kinds of report" })
  expect(
    within(kinds)
      .getAllByRole("checkbox")
      .map((box) => box.closest("label")!.textContent),
  ).toEqual(FORMS.map((form) => form.title))
  await user.click(within(kinds).getByLabelText("Report of a thorough examination"))
  await user.click(screen.getByLabelText("Samir Gaber"))
  await user.click(screen.getByRole("button", { name: "Make the job" }))

  const day = screen.getByLabelText("Day")
  expect(await screen.findByText(DAY_WORDS)).toBeVisible()
  expect(day).toHaveAccessibleDescription(DAY_WORDS)
  expect(day).toHaveAttribute("aria-invalid", "true")
  expect(screen.getByRole("group", { name: "Inspectors" })).toHaveAccessibleDescription(ONLY_INSPECTORS)
  expect(screen.getByText("Correct the fields marked above; nothing was saved.")).toBeVisible()
  expect(screen.getByLabelText("Client company")).toHaveValue("c-delta")
  expect(screen.getByLabelText(/^Site/)).toHaveValue("Rig 7")
  expect(screen.getByLabelText("Report of a thorough examination")).toBeChecked()
  expect(screen.getByLabelText("Samir Gaber")).toBeChecked()

  await user.type(day, "2026-12-09")
  await user.click(screen.getByRole("button", { name: "Make the job" }))
  expect(await screen.findByRole("status")).toHaveTextContent("Job made for Delta Lifting, Rig 7 on 9 December 2026.")
  expect(sent(fetchMock, "POST", STAFF_JOBS_API)[1]).toEqual({
    ...{ companyId: "c-delta", site: "Rig 7", day: "2026-12-09" },
    ...{ kinds: ["thorough-examination"], inspectorIds: ["u-samir"] },
  })
  const cards = await screen.findByRole("list", { name: "Coming jobs" })
  const card = within(cards).getByRole("heading", { name: "9 December 2026 · Delta Lifting" }).closest("li")!
  expect(card).toHaveTextContent("Report of a thorough examination")
  expect(card).toHaveTextContent("Inspectors: Samir Gaber")
})

test("a job made from a booking sends its reference only; a job's inspectors are changed in one step", async () => {
  const user = userEvent.setup()
  const booked = { ...JOB, bookingReference: "RX-2026-0042" }
  const fetchMock = serve({
    ...choices([[booked], [{ ...booked, inspectors: [LAILA] }]]),
    [`PATCH ${staffJobApi.to({ jobId: "j-1" })}`]: [{ status: 200, body: { ok: true } }],
    [`POST ${STAFF_JOBS_API}`]: [{ status: 201, body: { id: "j-2" } }],
  })
  render(<JobsPage />)
  const table = await screen.findByRole("region", { name: "Coming jobs" })
  expect(within(table).getByRole("row", { name: /9 December 2026/ })).toHaveTextContent("RX-2026-0042")
  await user.click(
    within(table).getByRole("button", { name: "Change inspectors: Delta Lifting, Rig 7 on 9 December 2026" }),
  )
  const panel = screen.getByRole("region", { name: "Inspectors of Delta Lifting, Rig 7 on 9 December 2026" })
  expect(within(panel).getByRole("heading")).toHaveFocus()
  await user.click(within(panel).getByLabelText("Samir Gaber"))
  await user.click(within(panel).getByLabelText("Laila Mostafa"))
  await user.click(within(panel).getByRole("button", { name: "Save the inspectors" }))
  expect(await screen.findByRole("status")).toHaveTextContent("saved.")
  expect(sent(fetchMock, "PATCH", staffJobApi.to({ jobId: "j-1" }))).toEqual([{ inspectorIds: ["u-laila"] }])
  expect(await within(table).findByText("Laila Mostafa")).toBeVisible()

  await user.click(screen.getByLabelText("From a client's booking of a re-examination"))
  expect(screen.queryByLabelText("Client company")).toBeNull()
  await user.type(screen.getByLabelText(/^Booking reference/), "RX-2026-0042")
  await user.type(screen.getByLabelText("Day"), "2026-12-10")
  await user.click(screen.getByLabelText("Pressure test record"))
  await user.click(screen.getByRole("button", { name: "Make the job" }))
  await screen.findByText("Job made for booking RX-2026-0042 on 10 December 2026.")
  expect(sent(fetchMock, "POST", STAFF_JOBS_API)).toEqual([
    { day: "2026-12-10", kinds: ["pressure-test"], inspectorIds: [], bookingReference: "RX-2026-0042" },
  ])
})

test("the reports list the newest change first with their state, each opening its page", async () => {
  const waiting = {
    ...REPORT,
    id: "r-2",
    kind: "pressure-test",
    submitted: true,
    version: 1,
    state: "submitted" as const,
  }
  serve(choices([[]], [REPORT, waiting, { ...REPORT, id: "r-3", version: 4, state: "issued" as const }]))
  render(<JobsPage />)
  const table = await screen.findByRole("region", { name: "Reports as they arrive" })
  const rows = within(table).getAllByRole("row").slice(1)
  expect(rows[0]).toHaveTextContent(/Report of a thorough examination.*Delta Lifting.*OC-10-4411.*Samir Gaber.*2Draft/)
  expect(within(rows[0]).getByRole("link")).toHaveAttribute("href", `/staff/jobs/reports/${REPORT.id}/`)
  expect(rows[1]).toHaveTextContent("Waiting for review")
  expect(rows[2]).toHaveTextContent(/4Issued$/)
})
