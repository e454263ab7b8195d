import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { copyrightYears } from "../../lib/copyright"
import { Footer } from "./footer"
import type { LayoutSite, ServiceLink } from "./types"
import { englishEdition } from "../../../testing/content"

const site = englishEdition.site as unknown as LayoutSite
const services: (ServiceLink & { order: number })[] = englishEdition.services

// What a dialler needs: the digits, with the international + kept.
const dialable = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`

const profiles = [
  { locale: "ar", path: "/company-profile-ar.pdf", megabytes: "0.3" },
  { locale: "en", path: "/company-profile-en.pdf", megabytes: "0.2" },
]
const languages = [
  { locale: "en", nav: { languageName: "English" } },
  { locale: "ar", nav: { languageName: "العربية" } },
]

describe("Footer", () => {
  beforeEach(() => {
    // The English edition, as Gatsby's SiteJson node says it (data/site.json itself names no locale).
    render(<Footer site={{ ...site, locale: "en" }} services={services} profiles={profiles} languages={languages} />)
  })

  it("shows the copyright line with the year and brand from data", () => {
    const line = `© ${copyrightYears(site.footer.copyrightYear)} ${site.brand}. ${site.footer.rights}`
    expect(
      screen.getByText((_, element) => element?.tagName === "P" && element.textContent === line),
    ).toBeInTheDocument()
  })

  it("links every phone number with a tel: link of digits and + only", () => {
    for (const phone of site.contact.phones) {
      const link = screen.getByRole("link", { name: phone })
      expect(link).toHaveAttribute("href", dialable(phone))
      expect(link.getAttribute("href")).toMatch(/^tel:\+?\d+$/)
    }
  })

  it("links the e-mail address with mailto:", () => {
    expect(screen.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
    expect(screen.getByText(`${site.contact.address.city}, ${site.contact.address.country}`)).toBeInTheDocument()
  })

  it("links every service once, in order", () => {
    const nav = screen.getByRole("navigation", { name: site.footer.servicesHeading })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      services.map((service) => [service.title, `/services/${service.slug}/`]),
    )
  })

  it("links the home page's sections, then quality, prequalification, projects, complaints, privacy, the certificate check, client sign-in and the profiles", () => {
    const nav = screen.getByRole("navigation", { name: site.footer.companyHeading })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [site.nav.about, "/#about"],
      [site.nav.services, "/#services"],
      [site.nav.industries, "/#industries"],
      [site.nav.contact, "/#contact"],
      [site.footer.links.quality, "/quality/"],
      [site.footer.links.prequalification, "/prequalification/"],
      [site.footer.links.projects, "/projects/"],
      [site.footer.links.complaints, "/complaints/"],
      [site.footer.links.privacy, "/privacy/"],
      [site.footer.links.verify, "/verify/"],
      // A returning client's way in to the register (issue 64).
      [site.footer.links.client, "/client/"],
      ["Company profile (PDF, 0.2 MB)", "/company-profile-en.pdf"],
      ["العربية", "/company-profile-ar.pdf"],
    ])
    const arabic = within(nav).getByRole("link", { name: "العربية" })
    expect(arabic).toHaveAttribute("hreflang", "ar")
    expect(arabic).toHaveAttribute("lang", "ar")
  })
})
