import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CompaniesPage } from "./companies-page"

const DELTA = {
  id: "c-delta",
  name: "Delta Refining",
  nameAr: "دلتا للتكرير",
  createdAt: "2026-12-01T10:00:00.000Z",
  members: 1,
  pendingInvitations: 0,
  certificates: 4,
  sites: ["Abu Qir", "Rig 7"],
}
const row = { number: "PT-2026-00001", item: "Pig launcher", client: "Delta Ref.", site: "Suez", company_name: null }

// A stand-in for the workspace API: each path answers in turn from its list (the last answer repeats).
function serve(answers: Record<string, { status: number; body: unknown }[]>) {
  const fetchMock = jest.fn<Promise<object>, [string, RequestInit?]>(async (path) => {
    const queue = answers[path]
    const answer = queue.length > 1 ? queue.shift()! : queue[0]
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: "",
      text: async () => JSON.stringify(answer.body),
    }
  })
  window.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}
const sentTo = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([called, init]) => called === path && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init!.body)))

test("a staff member sees the companies, their sites and counts, and nothing to change", async () => {
  serve({ "/api/staff/client-companies": [{ status: 200, body: [DELTA] }] })
  render(<CompaniesPage admin={false} />)
  const item = await screen.findByTestId("company-Delta Refining")
  expect(item).toHaveTextContent("Sites: Abu Qir · Rig 7")
  expect(item).toHaveTextContent("1 member · 0 pending invitations · 4 linked certificates")
  expect(within(item).getByText("دلتا للتكرير")).toHaveAttribute("lang", "ar")
  expect(screen.queryByText("Add a company")).toBeNull()
  expect(screen.queryByText("Link certificates")).toBeNull()
})

// The server's words (server/staff/company-schemas.ts): sentences, as the public forms' (issue 64, P15).
const ARABIC_NAME_MISSING = "Please enter the company's name in Arabic."

test("a refused company names its fields and keeps what was typed; the sites go one a line", async () => {
  const user = userEvent.setup()
  const fetchMock = serve({
    "/api/staff/client-companies": [
      { status: 200, body: [] },
      { status: 400, body: { errors: { nameAr: ARABIC_NAME_MISSING } } },
    ],
  })
  render(<CompaniesPage admin />)
  await user.click(screen.getByText("Add a company"))
  await user.type(screen.getByLabelText("Name (English)"), "Nile Cement")
  await user.type(screen.getByLabelText(/^Sites/), "Helwan{Enter}{Enter} Suez ")
  await user.type(screen.getByLabelText(/^First administrator's e-mail/), "adel@nile-cement.test")
  await user.click(screen.getByRole("button", { name: "Create the company" }))
  expect(await screen.findByText(ARABIC_NAME_MISSING)).toBeVisible()
  const arabic = screen.getByLabelText("Name (Arabic)")
  expect(arabic).toHaveAccessibleDescription(ARABIC_NAME_MISSING)
  expect(arabic).toHaveAttribute("aria-invalid", "true")
  // The red border of the public forms (jsdom applies no Tailwind: the class names say it).
  expect(arabic.className).toMatch(/aria-\[invalid=true\]:border-red-700/)
  expect(screen.getByLabelText("Name (English)")).toHaveValue("Nile Cement")
  expect(sentTo(fetchMock, "/api/staff/client-companies")).toEqual([
    {
      name: "Nile Cement",
      nameAr: "",
      sites: ["Helwan", "Suez"],
      administrator: { email: "adel@nile-cement.test" },
    },
  ])
})

test("a bulk link previews, then sends the count seen; a changed count shows the new preview", async () => {
  const user = userEvent.setup()
  const fetchMock = serve({
    "/api/staff/client-companies": [{ status: 200, body: [DELTA] }],
    "/api/staff/client-companies/c-delta/link-preview": [
      { status: 200, body: { count: 1, certificates: [row] } },
      { status: 200, body: { count: 2, certificates: [row, { ...row, number: "PT-2026-00002" }] } },
    ],
    "/api/staff/client-companies/c-delta/link": [
      { status: 409, body: { error: "The matching certificates changed since the preview: preview again.", count: 2 } },
      { status: 200, body: { linked: 2 } },
    ],
  })
  render(<CompaniesPage admin />)
  const item = await screen.findByTestId("company-Delta Refining")
  await user.click(within(item).getByText("Link certificates"))
  const filter = within(item).getByLabelText(/^Client text for Delta Refining/)
  await user.type(filter, "d")
  await user.click(within(item).getByRole("button", { name: "Preview" }))
  expect(filter).toHaveAccessibleDescription("Type at least 2 characters of the client's name.")
  await user.type(filter, "elta")
  await user.click(within(item).getByRole("button", { name: "Preview" }))
  expect(await within(item).findByText("1 certificate matches:")).toBeVisible()
  await user.click(within(item).getByRole("button", { name: "Link 1 certificate" }))
  expect(await within(item).findByText(/changed since the preview/)).toBeVisible()
  expect(within(item).getByText("2 certificates match:")).toBeVisible()
  await user.click(within(item).getByRole("button", { name: "Link 2 certificates" }))
  expect(await within(item).findByRole("status")).toHaveTextContent("2 certificates linked to Delta Refining.")
  expect(sentTo(fetchMock, "/api/staff/client-companies/c-delta/link")).toEqual([
    { client: "delta", expected: 1 },
    { client: "delta", expected: 2 },
  ])
})

// The UX review (P15): without a name the first administrator was "layla.nabil" in People, the log and the mails.
test("the first administrator is invited with a name, and another administrator too", async () => {
  const user = userEvent.setup()
  const fetchMock = serve({
    "/api/staff/client-companies": [
      { status: 200, body: [] },
      { status: 201, body: { id: "c-nile" } },
      { status: 200, body: [DELTA] },
    ],
    "/api/staff/client-companies/c-delta/invitations": [{ status: 201, body: { invited: true } }],
  })
  render(<CompaniesPage admin />)
  await user.click(screen.getByText("Add a company"))
  await user.type(screen.getByLabelText("Name (English)"), "Nile Delta Petroleum Co.")
  await user.type(screen.getByLabelText("Name (Arabic)"), "شركة دلتا النيل للبترول")
  await user.type(screen.getByLabelText(/^First administrator's name/), "Layla Nabil")
  await user.type(screen.getByLabelText(/^First administrator's e-mail/), "layla.nabil@niledelta-petroleum.test")
  await user.click(screen.getByRole("button", { name: "Create the company" }))
  await screen.findByTestId("company-Delta Refining")
  expect(sentTo(fetchMock, "/api/staff/client-companies")[0]).toMatchObject({
    administrator: { email: "layla.nabil@niledelta-petroleum.test", name: "Layla Nabil" },
  })

  await user.click(screen.getByText("Invite an administrator"))
  await user.type(screen.getByLabelText("Administrator's name for Delta Refining"), "Hany Ali")
  await user.type(screen.getByLabelText("Administrator's e-mail for Delta Refining"), "hany.ali@delta.test")
  await user.click(screen.getByRole("button", { name: "Send invitation" }))
  expect(await screen.findByText("Invitation sent to Hany Ali (hany.ali@delta.test).")).toBeVisible()
  expect(sentTo(fetchMock, "/api/staff/client-companies/c-delta/invitations")).toEqual([
    { email: "hany.ali@delta.test", name: "Hany Ali" },
  ])
})
