import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { englishEdition } from "../../../testing/content"
import type { ReportForm } from "../../lib/report-form-schema"
import type { StoredReport } from "./device-store"
import { ReportPage, type ReportPageActions } from "./report-page"

const form = englishEdition.reportForms.find((entry: ReportForm) => entry.kind === "thorough-examination") as ReportForm
const texts = englishEdition.client.inspect

const report = (patch: Partial<StoredReport> = {}): StoredReport => ({
  id: "5b0e3c1e-2f7a-4b8e-9a51-3d6f0b7c2a10",
  draft: {
    jobId: "job-7",
    kind: "thorough-examination",
    itemKey: "item-3",
    newItem: null,
    values: { employerName: "Alexandria Container Terminal Co." },
    photos: [],
    baseVersion: 2,
    submitted: false,
  },
  updatedAt: "2026-12-07T09:00:00.000Z",
  sentAt: null,
  conflict: null,
  notices: {},
  ...patch,
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

const page = (stored: StoredReport, given: ReportPageActions) => (
  <ReportPage
    report={stored}
    form={form}
    photos={[]}
    itemName="Overhead travelling crane OTC-12"
    texts={texts}
    locale="en"
    online={false}
    actions={given}
  />
)

test("submitting an incomplete report names every missing field, links to it, keeps what was typed and saves it", async () => {
  const user = userEvent.setup()
  const given = actions()
  render(page(report(), given))
  await user.type(screen.getByRole("textbox", { name: /^Employer's address/ }), "12 Port Said St, Alexandria")
  await user.click(screen.getByRole("button", { name: "Submit the report" }))
  const alert = screen.getByRole("alert")
  expect(alert).toHaveTextContent(texts.report.missingHeading)
  const named = within(alert).getAllByRole("link").map((link) => link.textContent)
  expect(named).toContain("Safe to operate")
  expect(named).toContain("Date of the report")
  expect(named).not.toContain("Employer's name")
  expect(named).not.toContain("Employer's address")
  expect(within(alert).getByRole("link", { name: "Safe to operate" })).toHaveAttribute("href", "#field-safeToOperate")
  expect(screen.getByRole("group", { name: /^Safe to operate/ })).toHaveAttribute("aria-invalid", "true")
  expect(screen.getByRole("textbox", { name: /^Employer's address/ })).toHaveValue("12 Port Said St, Alexandria")
  expect(given.save).not.toHaveBeenCalledWith(expect.anything(), true)
  // Kept on the phone a moment after the typing stopped.
  await screen.findByText(texts.report.saved)
  expect(given.save).toHaveBeenLastCalledWith(
    expect.objectContaining({ employerAddress: "12 Port Said St, Alexandria" }),
  )
})

test("a 409 shows both versions where they differ and the three choices; none is taken for the person", async () => {
  const user = userEvent.setup()
  const given = actions()
  const stored = report({
    draft: { ...report().draft, values: { employerName: "Alexandria Container Terminal Co.", safeToOperate: false } },
    conflict: {
      ...report().draft,
      values: { employerName: "Alexandria Container Terminal Co.", safeToOperate: true },
      version: 3,
      updatedBy: "Karim Adel",
      updatedAt: "2026-12-07T10:30:00.000Z",
    },
  })
  render(page(stored, given))
  const panel = screen.getByRole("alertdialog", { name: texts.conflict.heading })
  const differing = within(panel).getAllByRole("term").map((term) => term.textContent)
  expect(differing).toEqual(["Safe to operate"])
  expect(within(panel).getByText("Your version").parentElement).toHaveTextContent("No")
  expect(within(panel).getByText(/Saved by Karim Adel at/).parentElement).toHaveTextContent("Yes")
  expect(given.choose).not.toHaveBeenCalled()
  for (const [name, choice] of [
    [texts.conflict.keepMine, "mine"],
    [texts.conflict.keepTheirs, "theirs"],
    [texts.conflict.keepBoth, "both"],
  ]) {
    await user.click(within(panel).getByRole("button", { name }))
    expect(given.choose).toHaveBeenLastCalledWith(choice)
  }
})
