import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { IndustriesSection, type IndustrySummary } from "./industries-section"
import { englishEdition } from "../../../testing/content"

const labels = englishEdition.site.industriesSection
const industries: IndustrySummary[] = englishEdition.industries

const cardFor = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("li")!

describe("IndustriesSection", () => {
  beforeEach(() => {
    render(<IndustriesSection labels={labels} industries={industries} />)
  })

  it("is a section named by its heading", () => {
    expect(screen.getByRole("region", { name: labels.heading })).toBeInTheDocument()
    expect(screen.getByText(labels.intro)).toBeInTheDocument()
  })

  it.each(industries.map((industry) => [industry.title, industry] as const))(
    "shows %s with its description and sectors",
    (_, industry) => {
      const card = cardFor(industry.title)
      expect(within(card).getByText(industry.description)).toBeInTheDocument()
      const sectors = within(within(card).getByRole("list")).getAllByRole("listitem")
      expect(sectors.map((sector) => sector.textContent)).toEqual(industry.sectors)
    },
  )

  it("invites visitors from other industries to get in touch", () => {
    const card = cardFor(labels.other.heading)
    expect(within(card).getByText(labels.other.text)).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: labels.other.cta })).toHaveAttribute("href", "/contact/")
  })
})
