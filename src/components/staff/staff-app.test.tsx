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
import { StaffApp } from "./staff-app"
import type { Me } from "./staff-api"

const ADMIN: Me = { id: "u-1", name: "Mona Adel", email: "mona@inspection.test", role: "admin", twoFactorEnabled: true }

// A stand-in for the workspace API: who is signed in, and an empty workspace (no requests, no figures yet).
function signedIn(me: Me) {
  const answers: Record<string, unknown> = {
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
