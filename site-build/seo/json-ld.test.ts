/** @jest-environment node */
import { DATA_DIR } from "../../testing/paths"
import { readContent } from "../../content/read-content"
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  type JsonLd,
} from "./json-ld"

const { site, services } = readContent(DATA_DIR).en

const siteUrl = "https://www.example.test"
const links = {
  siteUrl,
  logoUrl: `${siteUrl}/icons/icon-512x512.png`,
  imageUrl: `${siteUrl}/og/home.png`,
  locale: "en" as const,
}
// What a crawler reads: the serialised text, parsed back.
const roundTrip = (value: JsonLd) => JSON.parse(serializeJsonLd(value))

describe("the business (home page)", () => {
  const business = roundTrip(organizationJsonLd(site, links))

  test("is a ProfessionalService (a LocalBusiness) with name, logo, url, phones and e-mail", () => {
    expect(business["@context"]).toBe("https://schema.org")
    expect(business["@type"]).toBe("ProfessionalService")
    expect(business["@id"]).toBe(`${siteUrl}/#organization`)
    expect(business.name).toBe(site.brand)
    expect(business.url).toBe(`${siteUrl}/`)
    expect(business.logo).toBe(links.logoUrl)
    expect(business.telephone).toBe(site.contact.phones[0])
    expect(business.contactPoint.map((point: { telephone: string }) => point.telephone)).toEqual(site.contact.phones)
    expect(business.email).toBe(site.contact.email)
  })

  test("has its Alexandria address with the ISO country code", () => {
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "14 Fawzy Moaz Street, Smouha",
      addressLocality: "Alexandria",
      postalCode: "21615",
      addressCountry: "EG",
    })
  })

  test("opens Sunday to Friday, 08:00 to 18:00 Cairo time, with no fixed offset (Egypt keeps summer time)", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00:00",
        closes: "18:00:00",
      },
    ])
  })

  test("names the areas it serves", () => {
    expect(business.areaServed).toContainEqual({ "@type": "Country", name: "Egypt" })
    expect(business.areaServed).toHaveLength(site.seo.areaServed.length)
  })
})

test("the website names the company as its publisher", () => {
  const website = roundTrip(websiteJsonLd(site, siteUrl, "en"))
  expect(website["@type"]).toBe("WebSite")
  expect(website.url).toBe(`${siteUrl}/`)
  expect(website.inLanguage).toBe("en")
  expect(roundTrip(websiteJsonLd(site, siteUrl, "ar"))).toMatchObject({ url: `${siteUrl}/ar/`, inLanguage: "ar" })
  expect(website.publisher).toEqual({ "@id": `${siteUrl}/#organization` })
})

test("a service has name, description, type, URL, provider and areas served", () => {
  const ndt = services.find((service) => service.slug === "ndt")!
  const service = roundTrip(serviceJsonLd(site, ndt, { ...links, imageUrl: `${siteUrl}/og/services/ndt.png` }))
  expect(service).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Service",
    name: ndt.title,
    serviceType: ndt.title,
    description: ndt.summary,
    url: `${siteUrl}/services/ndt/`,
    image: `${siteUrl}/og/services/ndt.png`,
    provider: { "@id": `${siteUrl}/#organization`, name: site.brand, url: `${siteUrl}/` },
  })
  expect(service.provider.address.addressLocality).toBe("Alexandria")
  expect(service.areaServed.length).toBeGreaterThan(0)
  // schema.org has no inLanguage on a Service; the page's <html lang> gives it.
  expect(service).not.toHaveProperty("inLanguage")
})

test("a breadcrumb trail numbers its steps from 1 with absolute URLs", () => {
  const trail = roundTrip(
    breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services/" },
        { name: "NDT Services", path: "/services/ndt/" },
      ],
      siteUrl,
    ),
  )
  expect(trail["@type"]).toBe("BreadcrumbList")
  expect(trail.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
    { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services/` },
    { "@type": "ListItem", position: 3, name: "NDT Services", item: `${siteUrl}/services/ndt/` },
  ])
})

test("serialising escapes what could end the <script> element, and parses back to the same value", () => {
  const hostile: JsonLd = { "@type": "Thing", name: "</script><script>alert(1)</script> <!-- & \u2028" }
  const text = serializeJsonLd(hostile)
  expect(text).not.toMatch(/[<>&\u2028]/)
  expect(text).toContain("\\u003c/script\\u003e")
  expect(JSON.parse(text)).toEqual(hostile)
})
