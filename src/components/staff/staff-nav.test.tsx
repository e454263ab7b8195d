import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router"
import {
  STAFF_COUNTS_API,
  STAFF_MEMBERS_API,
  STAFF_ME_API,
  STAFF_REQUESTS_API,
  STAFF_ROOT,
  STAFF_SPAM,
} from "../../lib/staff-paths"
import { StaffApp } from "./staff-app"
import type { Me } from "./staff-api"

const STAFF: Me = {
  id: "u-2",
  name: "Karim Ali",
  email: "karim@inspection.test",
  role: "staff",
  twoFactorEnabled: true,
}

// A stand-in for the workspace API: Karim is signed in, the inbox's page is empty, and three requests wait for a
// first reply, one of them overdue, and Spam caught two today.
beforeEach(() => {
  const answers: Record<string, unknown> = {
    [STAFF_ME_API]: STAFF,
    [STAFF_MEMBERS_API]: [],
    [STAFF_REQUESTS_API]: { items: [], next: null },
    [STAFF_COUNTS_API]: { unanswered: 3, overdue: 1, spamToday: 2 },
  }
  window.fetch = jest.fn(async (path: string) => {
    const body = answers[path.split("?")[0]]
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
})

// The review (P14): the current page was marked only for screen readers; on screen it looked like the others.
test("the workspace's navigation marks the current page on screen, not only with aria-current", async () => {
  render(
    <LocationProvider history={createHistory(createMemorySource(STAFF_SPAM))}>
      <StaffApp intervals={[]} />
    </LocationProvider>,
  )
  const nav = await screen.findByRole("navigation", { name: "Workspace" })
  const current = within(nav).getByRole("link", { name: /^Spam/ })
  const other = within(nav).getByRole("link", { name: /^Inbox/ })
  expect(current).toHaveAttribute("aria-current", "page")
  expect(other).not.toHaveAttribute("aria-current")
  // Its look differs from the other links' (Tailwind's classes are not applied in jsdom: their names are).
  expect(current.className).not.toBe(other.className)
})

// The review (P14): "The navigation has no counts, so real requests in Spam go unnoticed."
test("the navigation counts what waits: unanswered requests at the inbox, what Spam caught today", async () => {
  render(
    <LocationProvider history={createHistory(createMemorySource(STAFF_ROOT))}>
      <StaffApp intervals={[]} />
    </LocationProvider>,
  )
  const nav = await screen.findByRole("navigation", { name: "Workspace" })
  const inbox = await within(nav).findByRole("link", { name: "Inbox 3 unanswered requests, 1 overdue" })
  expect(within(inbox).getByText("3")).toBeVisible()
  const spam = within(nav).getByRole("link", { name: "Spam 2 caught today" })
  expect(within(spam).getByText("2")).toBeVisible()
  // A page with nothing waiting carries no badge.
  expect(within(nav).getByRole("link", { name: "Certificates" })).toBeInTheDocument()
})
