import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { InviteForm } from "./invite-form"

const EMAIL_WORDS = "Please enter a valid e-mail address, like name@company.com."

// POST /api/staff/admin/invite refusing the address as the root error handler words a malformed body
// (server/http/error-handler.ts: the fields' words from server/staff/schemas.ts).
beforeEach(() => {
  window.fetch = jest.fn(async () => ({
    ok: false,
    status: 400,
    statusText: "Bad Request",
    text: async () =>
      JSON.stringify({ error: "body/email Invalid", code: "INVALID_REQUEST", fields: { email: EMAIL_WORDS } }),
  })) as unknown as typeof fetch
})

// The review (P15): the staff forms were less helpful than the public ones.
test("a refused invitation says what is wrong under the field, marks it, and keeps what was typed", async () => {
  const user = userEvent.setup()
  render(<InviteForm onInvited={jest.fn()} />)
  await user.type(screen.getByLabelText("Full name"), "Heba Nabil")
  await user.type(screen.getByLabelText("Email"), "heba.nabil@inspection")
  await user.click(screen.getByRole("button", { name: "Send invitation" }))
  const email = screen.getByLabelText("Email")
  expect(await screen.findByText(EMAIL_WORDS)).toBeVisible()
  expect(email).toHaveAccessibleDescription(EMAIL_WORDS)
  expect(email).toHaveAttribute("aria-invalid", "true")
  expect(email).toHaveValue("heba.nabil@inspection")
  expect(screen.getByLabelText("Full name")).toHaveValue("Heba Nabil")
  expect(screen.getByText("Correct the fields marked above; nothing was saved.")).toBeVisible()
})

// Issue 61: an inspector's account is invited as a colleague's is; it signs in to the inspectors' app (/inspect/).
test("an administrator invites an inspector by choosing the role", async () => {
  const user = userEvent.setup()
  const fetchMock = jest.fn<Promise<object>, [string, RequestInit?]>(async () => ({
    ok: true,
    status: 200,
    statusText: "",
    text: async () => JSON.stringify({ ok: true }),
  }))
  window.fetch = fetchMock as unknown as typeof fetch
  render(<InviteForm onInvited={jest.fn()} />)
  const role = screen.getByLabelText("Role")
  expect(
    within(role)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Staff", "Administrator", "Inspector"])
  await user.type(screen.getByLabelText("Full name"), "Samir Gaber")
  await user.type(screen.getByLabelText("Email"), "samir.gaber@inspection.test")
  await user.selectOptions(role, "Inspector")
  await user.click(screen.getByRole("button", { name: "Send invitation" }))
  expect(await screen.findByRole("status")).toHaveTextContent("Invitation sent to samir.gaber@inspection.test.")
  expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body))).toEqual({
    name: "Samir Gaber",
    email: "samir.gaber@inspection.test",
    role: "inspector",
  })
})
