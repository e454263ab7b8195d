import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { ContactInfo } from "./contact-info"
import { englishEdition } from "../../../testing/content"

const site = englishEdition.site

const details = site.contact as Queries.ContactDetailsFragment

// The definition that follows a term in the contact list.
const valueOf = (label: string) => {
  const term = screen.getAllByRole("term").find((element) => element.textContent === label)
  expect(term).toBeDefined()
  return within(term!.parentElement!).getByRole("definition")
}

describe("ContactInfo", () => {
  beforeEach(() => {
    render(<ContactInfo details={details} />)
  })

  it("has its heading", () => {
    expect(screen.getByRole("heading", { level: 3, name: details.infoHeading })).toBeInTheDocument()
  })

  it("links each phone number with tel: (digits and a leading + only), then WhatsApp's click-to-chat", () => {
    const [whatsapp, ...reversed] = within(valueOf(details.phoneLabel)).getAllByRole("link").reverse()
    const links = reversed.reverse()
    expect(links.map((link) => link.textContent)).toEqual(details.phones)
    expect(whatsapp).toHaveTextContent(`${details.whatsappLabel} ${details.whatsapp}`)
    expect(whatsapp).toHaveAttribute("href", `https://wa.me/${details.whatsapp.replace(/\D/g, "")}`)
    links.forEach((link, i) => {
      const phone = details.phones[i]
      expect(link).toHaveAttribute("href", `tel:${phone.startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`)
    })
  })

  it("links the e-mail address with mailto:", () => {
    const link = within(valueOf(details.emailLabel)).getByRole("link", { name: details.email })
    expect(link).toHaveAttribute("href", `mailto:${details.email}`)
  })

  it("shows the postal address", () => {
    const { street, city, postalCode, country } = details.address
    const address = valueOf(details.addressLabel)
    expect(address).toHaveTextContent(street)
    expect(address).toHaveTextContent(`${city} ${postalCode}, ${country}`)
  })

  it("shows the business hours and the emergency service", () => {
    expect(valueOf(details.hoursLabel)).toHaveTextContent(details.hours.text)
    expect(valueOf(details.emergencyLabel)).toHaveTextContent(details.emergency)
  })
})
