import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ComplaintForm } from "./complaint-form"
import { site, trust } from "../../../testing/content"

jest.mock("react-hot-toast", () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}))

const labels = site.form as unknown as Queries.QuoteFormLabelsFragment
const texts = (trust.en.complaints as unknown as { form: Parameters<typeof ComplaintForm>[0]["texts"] }).form

// The network is the browser tests' business (e2e/complaint.spec.ts); a stand-in answers as the API does.
function answer(status: number, body: object) {
  const fetchMock = jest.fn(async () => ({ status, json: async () => body, headers: { get: () => null } }))
  window.fetch = fetchMock as unknown as typeof fetch
  globalThis.fetch = window.fetch
}

beforeEach(() => window.sessionStorage.clear())

describe("ComplaintForm", () => {
  // On a phone the status sits at the top of the form, off-screen once the button is pressed (UX review P16).
  it("moves focus to the lasting confirmation after a successful send and scrolls it into view", async () => {
    answer(201, { reference: "C-2026-000007" })
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this)
    })
    const user = userEvent.setup()
    render(<ComplaintForm labels={labels} texts={texts} contact={site.contact} brand={site.brand} />)
    await user.type(screen.getByLabelText(texts.name.label), "Ahmed Hassan")
    await user.type(screen.getByLabelText(labels.email.label), "ahmed@example.com")
    await user.type(
      screen.getByLabelText(texts.details.label),
      "The report for tank T-101 names the wrong shell course thickness; please correct it.",
    )
    await user.click(screen.getByRole("checkbox"))
    await user.click(screen.getByRole("button", { name: texts.submit }))
    const status = await screen.findByRole("status")
    expect(status).toHaveTextContent("C-2026-000007")
    expect(status).toHaveFocus()
    expect(scrolled).toContain(status)
  })
})
