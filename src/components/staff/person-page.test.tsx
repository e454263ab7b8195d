import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PERSON_EXPORT_API } from "../../lib/staff-paths"
import { PersonPage } from "./person-page"

// A stand-in for the workspace API: one request is held under the address.
beforeEach(() => {
  const held = {
    email: "mona@example.com",
    requests: [{ reference: "Q-2026-000007", created_at: "2026-12-01T09:00:00Z" }],
    clientAccounts: [],
    clientInvitations: [],
  }
  window.fetch = jest.fn(async (path: string) => {
    const ok = path === PERSON_EXPORT_API
    return { ok, status: ok ? 200 : 404, statusText: "", text: async () => JSON.stringify(ok ? held : {}) }
  }) as unknown as typeof fetch
  URL.createObjectURL = jest.fn(() => "blob:held")
  URL.revokeObjectURL = jest.fn()
})

// The review's "1 of 1 items": a count of one reads in the singular, not "1 request(s)".
test("one request held reads '1 request', in the summary and the erase confirmation", async () => {
  const user = userEvent.setup()
  render(<PersonPage />)
  await user.type(screen.getByLabelText("Email of the person"), "mona@example.com")
  await user.click(screen.getByRole("button", { name: "Look up" }))
  expect(await screen.findByText(/^1 request held for mona@example.com/)).toBeVisible()
  await user.click(screen.getByRole("button", { name: "Erase…" }))
  expect(screen.getByRole("alertdialog")).toHaveTextContent(/mails of 1 request of mona@example.com/)
})
