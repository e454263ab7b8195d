import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { englishEdition } from "../../../testing/content"
import type { InspectJob } from "../../lib/inspect-replies"
import type { ReportForm } from "../../lib/report-form-schema"
import type { ReviewState } from "../../lib/review-replies"
import type { ServerReport, StoredReport } from "./device-store"
import { JobPage } from "./job-page"
import { ReportPage, type ReportPageActions } from "./report-page"

// What the inspector reads on the phone of a report after it is submitted (issue 62): where each of the job's
// reports stands, those another phone wrote to be opened here, a reviewer's comments beside their fields, an issued
// report read-only, an amendment naming what it replaces, and only the kinds the inspector may examine offered.

const forms = englishEdition.reportForms as ReportForm[]
const form = forms.find((entry) => entry.kind === "thorough-examination")!
const texts = englishEdition.client.inspect

const NO_REVIEW: ReviewState = {
  ...{ state: "draft", comments: [], returnedAt: null, issuedNumber: null, issuedAt: null },
  ...{ amendsNumber: null, amendReason: null },
}
const job: InspectJob = {
  id: "job-9",
  companyName: "El Dekheila Port",
  site: "Berth 85",
  day: "2026-12-07",
  kinds: ["thorough-examination", "pressure-test"],
  authorisedKinds: ["thorough-examination"],
  bookingReference: null,
  items: [
    {
      ...{ itemKey: "RTG-85-2", item: "Rubber-tyred gantry 40 t", kind: "lifting-equipment", serial: "RTG-85-2" },
      ...{ lastRating: "SWL 40 t", lastInspectedOn: "2026-06-01", lastFindings: null, dangerous: false },
    },
  ],
}
const stored = (id: string, review: Partial<ReviewState>, submitted = false): StoredReport => ({
  id,
  draft: {
    ...{ jobId: job.id, kind: "thorough-examination", itemKey: "RTG-85-2", newItem: null },
    ...{ values: { safeWorkingLoad: "40 t" }, photos: [], baseVersion: 2, submitted },
  },
  ...{ updatedAt: "2026-12-07T09:00:00.000Z", sentAt: "2026-12-07T09:00:01.000Z", conflict: null, notices: {} },
  review: { ...NO_REVIEW, ...review },
})
const elsewhere: ServerReport = {
  ...{ id: "c1f0e7a2-0b7d-4f55-9d3e-6a1b2c3d4e5f", jobId: job.id, kind: "thorough-examination", itemKey: null },
  ...{ newItem: { item: "Spreader 40 ft", serial: "SP-40-7" }, values: {}, photos: [], version: 3 },
  ...{ updatedBy: "Samy Ragab", updatedAt: "2026-12-07T08:00:00.000Z", review: { ...NO_REVIEW, state: "submitted" } },
}

test("the job lists its reports with where each stands, those of another phone to open here, and only authorised kinds", async () => {
  const user = userEvent.setup()
  const onOpenHere = jest.fn()
  render(
    <JobPage
      job={job}
      forms={forms}
      reports={[
        stored("r-returned", { state: "returned" }),
        stored("r-issued", { state: "issued", issuedNumber: "LE-2026-00931", issuedAt: "2026-12-07T11:00:00Z" }, true),
        stored("r-waiting", { state: "submitted", amendsNumber: "LE-2026-00480", amendReason: "Wrong serial" }, true),
      ]}
      serverReports={[elsewhere]}
      texts={texts}
      locale="en"
      onStart={jest.fn()}
      onOpenHere={onOpenHere}
    />,
  )
  const list = within(screen.getByRole("region", { name: texts.job.reportsHeading }))
  const rows = list.getAllByRole("listitem").map((row) => row.textContent)
  expect(rows[0]).toContain("Returned with comments")
  expect(rows[1]).toContain("Issued as LE-2026-00931")
  expect(rows[2]).toContain("Waiting for review")
  expect(rows[2]).toContain("Amendment of LE-2026-00480 — Wrong serial")
  expect(rows[3]).toContain("Spreader 40 ft")
  expect(rows[3]).toContain("Not on this phone — written by Samy Ragab")
  await user.click(list.getByRole("button", { name: /^Open here — .* — Spreader 40 ft$/ }))
  expect(onOpenHere).toHaveBeenCalledWith(elsewhere)
  // The pressure test is asked for but not authorised on the day: not offered.
  const kinds = screen.getAllByRole("option").map((option) => option.textContent)
  expect(kinds).toEqual([form.title])
  expect(screen.getAllByRole("button", { name: /^Start a report:/ })).toHaveLength(1)
})

test("no authorised kind: nothing to start, and the page says whom to ask", () => {
  render(
    <JobPage
      job={{ ...job, authorisedKinds: [] }}
      forms={forms}
      reports={[]}
      texts={texts}
      locale="en"
      onStart={jest.fn()}
    />,
  )
  expect(screen.queryByRole("button", { name: /^Start a report:/ })).toBeNull()
  expect(screen.getByText(texts.review.noAuthorisedKinds)).toBeInTheDocument()
})

function actions(): ReportPageActions {
  return {
    save: jest.fn(async () => undefined),
    dangerNow: jest.fn(async () => undefined),
    photos: { add: jest.fn(async () => undefined), caption: jest.fn(), remove: jest.fn() },
    removePhoto: jest.fn(async () => undefined),
    choose: jest.fn(async () => undefined),
  }
}
const page = (report: StoredReport) => (
  <ReportPage
    report={report}
    form={form}
    photos={[]}
    itemName="Rubber-tyred gantry 40 t"
    texts={texts}
    locale="en"
    online
    actions={actions()}
  />
)

test("a returned report: who returned it and when, every comment, each field's beside it", () => {
  const at = "2026-12-07T12:00:00.000Z"
  render(
    page(
      stored("r-returned", {
        state: "returned",
        returnedAt: at,
        comments: [
          { field: "safeWorkingLoad", text: "Give the SWL at the outreach examined.", by: "Heba Nabil", at },
          { field: null, text: "Add a photo of the twistlocks.", by: "Heba Nabil", at },
        ],
      }),
    ),
  )
  const banner = within(screen.getByRole("region", { name: texts.review.returnedHeading }))
  expect(banner.getByText(/Heba Nabil returned this report on December 7, 2026/)).toBeInTheDocument()
  expect(banner.getByRole("link", { name: "Safe working load" })).toHaveAttribute("href", "#field-safeWorkingLoad")
  expect(banner.getByText(texts.review.wholeReport).parentElement).toHaveTextContent("Add a photo of the twistlocks.")
  const input = screen.getByRole("textbox", { name: /^Safe working load/ })
  expect(input).toHaveAccessibleDescription(expect.stringContaining("Give the SWL at the outreach examined."))
  expect(input.closest("[data-field]")).toHaveTextContent("Reviewer's comment: Give the SWL at the outreach examined.")
  expect(screen.getByRole("button", { name: texts.report.submit })).toBeEnabled()
})

test("an issued report is read, never edited: its number and day, every field disabled, no submit", () => {
  render(
    page(
      stored(
        "r-issued",
        {
          ...{ state: "issued", issuedNumber: "LE-2026-00931", issuedAt: "2026-12-07T11:00:00.000Z" },
          ...{ amendsNumber: "LE-2026-00480", amendReason: "The serial was LE-40-7, not LE-40-1." },
        },
        true,
      ),
    ),
  )
  expect(screen.getByRole("status")).toHaveTextContent(
    "Issued as LE-2026-00931 on December 7, 2026. An issued report is never changed",
  )
  expect(screen.getByText("Amendment of LE-2026-00480 — The serial was LE-40-7, not LE-40-1.")).toBeInTheDocument()
  expect(screen.getByRole("textbox", { name: /^Safe working load/ })).toBeDisabled()
  expect(screen.queryByRole("button", { name: texts.report.submit })).toBeNull()
})
