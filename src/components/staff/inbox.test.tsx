import * as React from "react"
import { act, cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { STAFF_MEMBERS_API, STAFF_NAMES_API, STAFF_REQUESTS_API } from "../../lib/staff-paths"
import type { CodeNames } from "../../lib/code-names"
import { createHistory, createMemorySource, LocationProvider, type NavigateOptions } from "@gatsbyjs/reach-router"
import { STAFF_ROOT } from "../../lib/staff-paths"
import { navigate } from "gatsby"
import { Inbox } from "./inbox"

// The inbox at an address (it reads and keeps its search and filters in the query), and that address's history.
function renderAt(address: string, spam = false) {
  const history = createHistory(createMemorySource(address))
  // Gatsby's navigate moves the address, as it does in a page.
  jest.mocked(navigate).mockImplementation((to: string | number, options?: NavigateOptions<object>) => {
    void history.navigate(String(to), options)
  })
  render(
    <LocationProvider history={history}>
      <Inbox spam={spam} />
    </LocationProvider>,
  )
  return history
}
// The table of the wide view (a phone shows the cards instead: jsdom applies no Tailwind, both are there).
const table = () => screen.getByRole("region", { name: "Requests" })
const cards = () => screen.getByRole("list", { name: "Requests" })

// The names the server reads from data/ (server/staff/names-routes.ts), as it answers them.
const NAMES: CodeNames = {
  services: { hydrotesting: "Pressure Testing", "third-party": "Third-Party Inspection" },
  industries: { "oil-gas": "Oil & Gas", other: "Other" },
  kinds: {},
  languages: { en: "English", ar: "العربية" },
  sites: { onshore: "Onshore", offshore: "Offshore" },
}
const REQUEST = {
  reference: "Q-2026-000001",
  created_at: "2026-12-07T10:00:00.000Z",
  first_name: "Mona",
  last_name: "Adel",
  company: "Delta Refining",
  industry: "oil-gas",
  service: "hydrotesting",
  locale: "ar",
  spam: 0,
  mail_status: "sent",
  ack_limited: 0,
  status: "new",
  assignee_id: null,
  erased_at: null,
  kind: "quote",
  due_at: "2026-12-08T10:00:00.000Z",
  first_reply_at: null,
  assignee_name: null,
  left_ms: 3_600_000,
  spam_reason: null,
  fill_ms: 40_000,
}

// A stand-in for the workspace API: one request, found by any search but "zzz".
function stubApi() {
  window.fetch = jest.fn(async (url: string) => {
    const [path, query] = url.split("?")
    const q = new URLSearchParams(query).get("q")
    const spam = new URLSearchParams(query).get("spam") === "true"
    const caught = { ...REQUEST, spam: 1, spam_reason: "too-fast", fill_ms: 1800 }
    const body =
      path === STAFF_REQUESTS_API
        ? { items: q === "zzz" ? [] : [spam ? caught : REQUEST], next: null }
        : path === STAFF_NAMES_API
          ? NAMES
          : path === STAFF_MEMBERS_API
            ? []
            : undefined
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
}

test("the inbox names services, industries, statuses and languages as the public form does", async () => {
  stubApi()
  renderAt(STAFF_ROOT)
  const row = (
    await within(await screen.findByRole("region", { name: "Requests" })).findByRole("link", {
      name: REQUEST.reference,
    })
  ).closest("tr")!
  expect(await within(row).findByText("Pressure Testing")).toBeVisible()
  for (const name of ["Oil & Gas", "New", "العربية", "Sent"]) expect(within(row).getByText(name)).toBeVisible()
  for (const code of ["hydrotesting", "oil-gas", "new", "ar", "sent"]) expect(within(row).queryByText(code)).toBeNull()
  // The filters offer the same names.
  expect(within(screen.getByLabelText("Industry")).getByRole("option", { name: "Oil & Gas" })).toBeInTheDocument()
  expect(within(screen.getByLabelText("Status")).getByRole("option", { name: "New" })).toBeInTheDocument()
})

test("a search that finds nothing says so, rather than showing bare headers", async () => {
  stubApi()
  renderAt(STAFF_ROOT)
  await within(await screen.findByRole("region", { name: "Requests" })).findByRole("link", { name: REQUEST.reference })
  await userEvent.setup().type(screen.getByLabelText("Search"), "zzz")
  expect(await screen.findByText("No request matches “zzz”.")).toBeVisible()
  expect(screen.queryByRole("link", { name: REQUEST.reference })).toBeNull()
})

test("the Spam page says why each request was caught, and runs no reply clock for it", async () => {
  stubApi()
  renderAt(STAFF_ROOT, true)
  const row = (
    await within(await screen.findByRole("region", { name: "Requests" })).findByRole("link", {
      name: REQUEST.reference,
    })
  ).closest("tr")!
  expect(within(row).getByText("Sent 1.8 s after the form opened")).toBeVisible()
  expect(row).not.toHaveTextContent(/left|overdue/i)
  expect(screen.getByRole("columnheader", { name: "Why caught" })).toBeInTheDocument()
})

// The review (P14): at 375 px the table showed Reference, Reply due and Kind, with Name and Company off-screen.
test("on a phone each request is a card that says who, from which company, and when the reply is due", async () => {
  stubApi()
  renderAt(STAFF_ROOT)
  const card = (
    await within(await screen.findByRole("list", { name: "Requests" })).findByRole("link", {
      name: REQUEST.reference,
    })
  ).closest("li")!
  expect(within(card).getByText("Mona Adel")).toBeVisible()
  expect(within(card).getByText("Delta Refining")).toBeVisible()
  expect(within(card).getByText("Reply due")).toBeVisible()
  expect(card).toHaveTextContent(/1 h left/)
  expect(within(card).getByText("Pressure Testing")).toBeVisible()
  // Only one of the two views is displayed at a width: the cards below 640 px, the table from there on.
  expect(cards().className).toMatch(/sm:hidden/)
  expect(table().parentElement!.className).toMatch(/hidden sm:block/)
})

// The review (P14): "The search is not kept in the address" — a reload or a shared link lost it.
test("the search and filters are kept in the address, and an address with them opens the inbox filtered", async () => {
  stubApi()
  const history = renderAt(STAFF_ROOT)
  await within(await screen.findByRole("region", { name: "Requests" })).findByRole("link", { name: REQUEST.reference })
  const user = userEvent.setup()
  await user.type(screen.getByLabelText("Search"), "zzz")
  await user.selectOptions(screen.getByLabelText("Status"), "New")
  await screen.findByText("No request matches “zzz”.")
  const query = new URLSearchParams(history.location.search)
  expect(query.get("q")).toBe("zzz")
  expect(query.get("status")).toBe("new")
  cleanup()

  // The same address opened again (a reload, a shared link): the fields show it, and the list is filtered.
  renderAt(`${STAFF_ROOT}?q=zzz&status=new`)
  expect(await screen.findByText("No request matches “zzz”.")).toBeVisible()
  expect(screen.getByLabelText("Search")).toHaveValue("zzz")
  expect(screen.getByLabelText("Status")).toHaveValue("new")
  expect(window.fetch).toHaveBeenCalledWith(expect.stringMatching(/[?&]q=zzz/), expect.anything())
})

test("the menu's Inbox, opened on a searched inbox, shows every request again", async () => {
  stubApi()
  const history = renderAt(`${STAFF_ROOT}?q=zzz`)
  expect(await screen.findByText("No request matches “zzz”.")).toBeVisible()
  act(() => void history.navigate(STAFF_ROOT))
  expect(await within(table()).findByRole("link", { name: REQUEST.reference })).toBeVisible()
  expect(screen.getByLabelText("Search")).toHaveValue("")
})
