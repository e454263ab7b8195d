import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { englishEdition, arabic } from "../../../testing/content"
import { fill } from "../../lib/format"
import { ServiceCodes } from "./service-codes"

// Every service's "Codes, acceptance and turnaround" block, in both editions, from data/ as the pages show it.
const EDITIONS = [
  ["en", englishEdition],
  ["ar", arabic],
] as const
const cases = EDITIONS.flatMap(([locale, edition]) =>
  edition.services.map((service) => [locale, service.slug, service, edition.site.servicePage] as const),
)

// A text as the element shows it, whatever inline elements it holds: codes inside Arabic sit in <bdi> (BidiText).
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text)

describe.each(cases)("the codes block of %s /services/%s/", (_locale, _slug, service, page) => {
  it("exists: every shipped service states its codes", () => {
    expect(service.acceptance).toBeDefined()
  })

  it("names the acceptance criteria and the qualification of each method, the turnaround, the working days and the limits", () => {
    const acceptance = service.acceptance!
    render(<ServiceCodes acceptance={acceptance} labels={page.codes} />)
    const block = screen.getByRole("region", { name: page.codes.heading })
    for (const row of acceptance.methods) {
      const card = within(block).getByRole("heading", { level: 3, name: row.method }).closest("li")!
      expect(within(card).getByText(page.codes.criteria).nextSibling).toHaveTextContent(row.criteria)
      expect(within(card).getByText(page.codes.qualification).nextSibling).toHaveTextContent(row.qualification)
    }
    expect(within(block).getByText(page.codes.turnaround).nextSibling).toHaveTextContent(acceptance.turnaround)
    // A turnaround in working days says what a working day is.
    expect(acceptance.turnaround).toMatch(/working day|يوم عمل|يومَي عمل|أيام عمل/)
    expect(within(block).getByText(page.codes.workingDays)).toBeInTheDocument()
    for (const limit of acceptance.limits) expect(within(block).getByText(wholeText(limit))).toBeInTheDocument()
    if (acceptance.sampleReport) {
      expect(within(block).getByText(wholeText(acceptance.sampleReport))).toBeInTheDocument()
      expect(within(block).getByText(page.codes.sampleTag)).toBeInTheDocument()
    }
  })
})

test("the Arabic call to action never doubles «خدمة خدمات» with a title that starts «خدمات»", () => {
  const headings = arabic.services.map((service) =>
    fill(arabic.site.servicePage.ctaHeading, { service: service.title }),
  )
  expect(arabic.services.some((service) => service.title.startsWith("خدمات"))).toBe(true)
  for (const heading of headings) expect(heading).not.toMatch(/خدمة\s+خدمات|خدمات\s+خدمات|لخدمة\s+خدمات/)
})
