import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router"
import {
  STAFF_FIGURES,
  STAFF_FIGURES_API,
  STAFF_MEMBERS_API,
  STAFF_ME_API,
  STAFF_PERSON,
  STAFF_REQUESTS_API,
  STAFF_SPAM,
} from "../../lib/staff-paths"
import { STAFF_INSPECTORS_API, STAFF_REPORT_FORMS_API, staffInspectionReportApi } from "../../lib/inspect-paths"
import { StaffApp } from "./staff-app"
import type { Me } from "./staff-api"

const ADMIN: Me = { id: "u-1", name: "Mona Adel", email: "mona@inspection.test", role: "admin", twoFactorEnabled: true }

// A stand-in for the workspace API: who is signed in, and an empty workspace (no requests, no figures yet).
function signedIn(me: Me, more: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    ...more,
    [STAFF_ME_API]: me,
    [STAFF_MEMBERS_API]: [],
    [STAFF_REQUESTS_API]: { items: [], next: null },
    [STAFF_FIGURES_API]: { months: [] },
  }
  window.fetch = jest.fn(async (path: string) => {
    const body = answers[path.split("?")[0]]
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
}

// The workspace opened at `path`, as a bookmark or a link in a mail opens it; its history is the tab's.
function openAt(path: string) {
  const history = createHistory(createMemorySource(path))
  render(
    <LocationProvider history={history}>
      <StaffApp intervals={[]} />
    </LocationProvider>,
  )
  return history
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name })

test("a deep link opens its page, and back and forward follow the tab's history", async () => {
  signedIn(ADMIN)
  const history = openAt(STAFF_FIGURES)
  expect(await heading("Reply figures")).toBeVisible()
  act(() => void history.navigate(STAFF_SPAM))
  expect(await heading("Spam")).toBeVisible()
  act(() => void history.navigate(-1))
  expect(await heading("Reply figures")).toBeVisible()
})

test("an administrator's page tells a staff member it is for administrators", async () => {
  signedIn({ ...ADMIN, role: "staff" })
  openAt(STAFF_PERSON)
  expect(await heading("Administrators only")).toBeVisible()
})

test("a path below /staff/ that is no page of the workspace says so, with the way back to the inbox", async () => {
  signedIn(ADMIN)
  openAt("/staff/reports/2026/")
  expect(await heading("No such page")).toBeVisible()
  expect(screen.getByRole("link", { name: "Back to the inbox" })).toHaveAttribute("href", "/staff/")
})

// Issue 61: a report's link (from the Jobs page, or pasted in a message) opens it, and the menu marks Jobs.
test("a report's address opens the report under the Jobs page", async () => {
  const reportId = "7d1f1f9e-8d9b-4c1a-9f59-1b6a3c2e0a11"
  signedIn(ADMIN, {
    [STAFF_REPORT_FORMS_API]: { forms: [] },
    [STAFF_INSPECTORS_API]: [],
    [staffInspectionReportApi.to({ reportId })]: {
      ...{ id: reportId, jobId: "j-1", companyName: "Delta Lifting", site: "Rig 7", kind: "pressure-test" },
      ...{ itemKey: "PV-12", inspector: "Samir Gaber", version: 1, submitted: false, newItem: null },
      ...{ values: {}, photos: [], submittedAt: null },
      ...{ updatedAt: "2026-12-07T10:15:00.000Z", createdAt: "2026-12-07T10:15:00.000Z" },
      review: {
        ...{ state: "draft", comments: [], returnedAt: null, issuedNumber: null, issuedAt: null },
        ...{ amendsNumber: null, amendReason: null },
      },
    },
  })
  openAt(`/staff/jobs/reports/${reportId}/`)
  expect(await heading("pressure-test")).toBeVisible()
  expect(screen.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page")
})
