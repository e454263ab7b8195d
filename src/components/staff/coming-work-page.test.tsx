import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { STAFF_COMING_API } from "../../lib/staff-paths"
import type { ComingMonth } from "../../lib/staff-replies"
import { ComingWorkPage } from "./coming-work-page"

const MONTHS: ComingMonth[] = [
  {
    month: "2027-01",
    items: 3,
    booked: 1,
    companies: [
      { name: "Delta Refining Company for Petroleum Products", items: 2, booked: 1, remindable: true },
      { name: "Nile Cranes", items: 1, booked: 0, remindable: false },
    ],
  },
]

// A stand-in for the workspace API: the coming work of one month.
beforeEach(() => {
  window.fetch = jest.fn(async (path: string) => {
    const ok = path === STAFF_COMING_API
    return {
      ok,
      status: ok ? 200 : 404,
      statusText: "",
      text: async () => JSON.stringify(ok ? { months: MONTHS } : {}),
    }
  }) as unknown as typeof fetch
})

// The review (P14): at 375 px the table's Companies column was clipped.
test("on a phone each month is a card whose companies read whole, the table from a tablet's width on", async () => {
  render(<ComingWorkPage />)
  const cards = await screen.findByRole("list", { name: "Coming re-examinations by month" })
  const card = within(cards).getByRole("heading", { name: "January 2027" }).closest("li")!
  expect(card).toHaveTextContent("3 items, 1 booked")
  expect(within(card).getByText("Delta Refining Company for Petroleum Products: 2 items, 1 booked")).toBeVisible()
  expect(within(card).getByText("Nile Cranes: 1 item, 0 booked · no one to remind")).toBeVisible()
  // Only one of the two views is displayed at a width (jsdom applies no Tailwind: the class names say it).
  expect(cards.className).toMatch(/sm:hidden/)
  const table = screen.getByRole("region", { name: "Coming re-examinations by month" })
  expect(table.parentElement!.className).toMatch(/hidden sm:block/)
})
