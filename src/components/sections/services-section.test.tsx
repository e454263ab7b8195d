import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { ServicesSection } from "./services-section"
import type { ServiceSummary } from "./service-card"
import { englishEdition } from "../../../testing/content"

const labels = englishEdition.site.servicesSection
const services = englishEdition.services as unknown as (ServiceSummary & { order: number })[]

describe("ServicesSection", () => {
  beforeEach(() => {
    render(<ServicesSection labels={labels} services={services} />)
  })

  it("is a section named by its heading", () => {
    expect(screen.getByRole("region", { name: labels.heading })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: labels.heading })).toBeInTheDocument()
    expect(screen.getByText(labels.intro)).toBeInTheDocument()
  })

  it("shows one card per service, in order", () => {
    const cards = within(screen.getByRole("region", { name: labels.heading })).getAllByRole("listitem")
    expect(cards).toHaveLength(services.length)
    cards.forEach((card, i) => {
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(services[i].title)
    })
  })

  it.each(services.map((service) => [service.title, service] as const))("has a card for %s", (_, service) => {
    const card = screen.getByRole("heading", { level: 3, name: service.title }).closest("li")!
    expect(within(card).getByText(service.summary)).toBeInTheDocument()
    // The visible words come first in the accessible name, and the name says which service (WCAG 2.5.3).
    const link = within(card).getByRole("link", {
      name: (name) => name.startsWith(labels.learnMore) && name.endsWith(`: ${service.title}`),
    })
    expect(link).toHaveTextContent(labels.learnMore)
    expect(link).toHaveAttribute("href", `/services/${service.slug}/`)
  })

  it("links View All Services to the services page", () => {
    expect(screen.getByRole("link", { name: labels.viewAll })).toHaveAttribute("href", "/services/")
  })
})
