import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { englishEdition } from "../../../testing/content"
import type { InspectJob } from "../../lib/inspect-replies"
import { JobsPage } from "./jobs-page"

const job = (id: string, day: string, site: string): InspectJob => ({
  id,
  companyName: "Abu Qir Port",
  site,
  day,
  kinds: ["thorough-examination"],
  bookingReference: null,
  items: [],
})

test("today's jobs come first, then those coming (soonest first), then earlier ones", () => {
  render(
    <JobsPage
      jobs={[
        job("a", "2026-12-09", "Quay 3"),
        job("b", "2026-12-01", "Berth 2"),
        job("c", "2026-12-07", "Berth 12"),
        job("d", "2026-12-08", "Yard 1"),
      ]}
      today="2026-12-07"
      texts={englishEdition.client.inspect}
      locale="en"
      fetched
    />,
  )
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "Today",
    "Coming",
    "Earlier",
  ])
  const sites = (name: string) =>
    within(screen.getByRole("region", { name }))
      .getAllByRole("link")
      .map((link) => link.textContent?.split("December")[0])
  expect(sites("Today")).toEqual([expect.stringContaining("Berth 12")])
  expect(sites("Coming").map((text) => text?.includes("Yard 1"))).toEqual([true, false])
  expect(sites("Earlier")).toEqual([expect.stringContaining("Berth 2")])
})

test("no jobs: before the first download it asks for a network, after it says the office assigns them", () => {
  const { rerender } = render(
    <JobsPage jobs={[]} today="2026-12-07" texts={englishEdition.client.inspect} locale="en" fetched={false} />,
  )
  expect(screen.getByText(englishEdition.client.inspect.jobs.offlineEmpty)).toBeInTheDocument()
  rerender(<JobsPage jobs={[]} today="2026-12-07" texts={englishEdition.client.inspect} locale="en" fetched />)
  expect(screen.getByText(englishEdition.client.inspect.jobs.empty)).toBeInTheDocument()
})
