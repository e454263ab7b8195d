import * as fs from "fs"
import * as path from "path"
import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { IndustriesSection, type IndustrySummary } from "./industries-section"

const DATA = path.resolve(__dirname, "../../../data")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"))
const labels = readJson("site.json").industriesSection
const industries: IndustrySummary[] = readJson("industries.json")

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
