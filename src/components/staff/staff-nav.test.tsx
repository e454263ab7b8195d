import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router"
import { STAFF_MEMBERS_API, STAFF_ME_API, STAFF_REQUESTS_API, STAFF_SPAM } from "../../lib/staff-paths"
import { StaffApp } from "./staff-app"
import type { Me } from "./staff-api"

const STAFF: Me = {
  id: "u-2",
  name: "Karim Ali",
  email: "karim@inspection.test",
  role: "staff",
  twoFactorEnabled: true,
}

// A stand-in for the workspace API: Karim is signed in, and the inbox is empty.
beforeEach(() => {
  const answers: Record<string, unknown> = {
    [STAFF_ME_API]: STAFF,
    [STAFF_MEMBERS_API]: [],
    [STAFF_REQUESTS_API]: { items: [], next: null },
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
  const current = within(nav).getByRole("link", { name: "Spam" })
  const other = within(nav).getByRole("link", { name: "Inbox" })
  expect(current).toHaveAttribute("aria-current", "page")
  expect(other).not.toHaveAttribute("aria-current")
  // Its look differs from the other links' (Tailwind's classes are not applied in jsdom: their names are).
  expect(current.className).not.toBe(other.className)
})
