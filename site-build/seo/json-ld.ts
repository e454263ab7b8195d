import type { ServiceData, SiteData } from "../../src/lib/content-schema"
import type { WebPageType } from "../../src/lib/content-kinds"
import { localizePath, type Locale } from "../../src/lib/locales"
import { HOME_PATH, servicePath } from "../../src/lib/routes"

// schema.org structured data, built from data/ at build time (site-build/seo/page-seo.ts) and written into
// each page's <head> as <script type="application/ld+json">: no code for it reaches the browser.

export type JsonLd = { "@context"?: string; "@type": string | string[]; [property: string]: unknown }

const CONTEXT = "https://schema.org"

export type SiteContent = Pick<SiteData, "brand" | "hero" | "description" | "seo" | "contact">
export type ServiceContent = Pick<ServiceData, "slug" | "title" | "summary">

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`
export const websiteId = (siteUrl: string) => `${siteUrl}/#website`

// The one place the business is described; every other block points to it by "@id". A ProfessionalService
// is a LocalBusiness and so an Organization and a Place: it has an organisation's logo, contact points and
// areas served, and a place's opening hours (which schema.org does not define on Organization itself).
const BUSINESS_TYPE = "ProfessionalService"

export function areaServed(site: Pick<SiteData, "seo">): JsonLd[] {
  return site.seo.areaServed.map((area) => ({ "@type": area.type, name: area.name }))
}

export function postalAddress(address: SiteData["contact"]["address"]): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  }
}

// schema.org Time is hh:mm:ss; without an offset it is the business's own local time. Cairo is GMT+2 in winter
// and GMT+3 in summer, so a fixed offset would be wrong for half the year.
const localTime = (time: string) => `${time}:00`

export function openingHours(hours: SiteData["contact"]["hours"]): JsonLd[] {
  return [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...hours.days],
      opens: localTime(hours.opens),
      closes: localTime(hours.closes),
    },
  ]
}

// Links point into the edition the block is written for.
type OrganizationLinks = { siteUrl: string; logoUrl: string; imageUrl: string; locale: Locale }

// The home page: the company as a ProfessionalService (a LocalBusiness with an address, opening hours and the
// areas it serves). Its services are not listed here: each service page describes its
// own, provided by this @id, and the home page links them all. A catalogue here would add 190 B (brotli)
// to the page that must fit TCP's first window.
export function organizationJsonLd(
  site: SiteContent,
  { siteUrl, logoUrl, imageUrl, locale }: OrganizationLinks,
): JsonLd {
  const { contact } = site
  const url = (route: string) => `${siteUrl}${localizePath(route, locale)}`
  return {
    "@context": CONTEXT,
    "@type": BUSINESS_TYPE,
    "@id": organizationId(siteUrl),
    name: site.brand,
    slogan: site.hero.heading,
    description: site.description,
    url: url(HOME_PATH),
    // A URL: schema.org gives an ImageObject's width as a Distance ("512 px"), not the number search engines read.
    logo: logoUrl,
    image: imageUrl,
    telephone: contact.phones[0],
    email: contact.email,
    address: postalAddress(contact.address),
    openingHoursSpecification: openingHours(contact.hours),
    areaServed: areaServed(site),
    // One point a number; the e-mail and the country are the business's own, above (each repeated here cost the
    // home page's byte budget).
    contactPoint: contact.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: phone,
    })),
  }
}

// The site's name, language and publisher; its description is the publisher's, on the same page.
export function websiteJsonLd(site: Pick<SiteData, "brand">, siteUrl: string, locale: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": websiteId(siteUrl),
    url: `${siteUrl}${localizePath(HOME_PATH, locale)}`,
    name: site.brand,
    inLanguage: locale,
    publisher: { "@id": organizationId(siteUrl) },
  }
}

type ServiceLinks = { siteUrl: string; logoUrl: string; imageUrl: string; locale: Locale }

// A service page: the service, provided by the company of the home page. Its language is the page's
// (<html lang>): schema.org gives inLanguage to creative works and events, not to a Service.
export function serviceJsonLd(
  site: SiteContent,
  service: ServiceContent,
  { siteUrl, logoUrl, imageUrl, locale }: ServiceLinks,
): JsonLd {
  const url = `${siteUrl}${localizePath(servicePath(service.slug), locale)}`
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url,
    image: imageUrl,
    provider: {
      "@type": BUSINESS_TYPE,
      "@id": organizationId(siteUrl),
      name: site.brand,
      url: `${siteUrl}${localizePath(HOME_PATH, locale)}`,
      logo: logoUrl,
      telephone: site.contact.phones[0],
      address: postalAddress(site.contact.address),
    },
    areaServed: areaServed(site),
  }
}

// A page that is not a service (its type from src/lib/content-kinds.ts), in the site and about the company.

export function webPageJsonLd(
  type: WebPageType,
  page: { name: string; description: string; url: string; imageUrl: string; locale: Locale; siteUrl: string },
): JsonLd {
  const article = type === "Article"
  return {
    "@context": CONTEXT,
    "@type": type,
    "@id": `${page.url}#${article ? "article" : "webpage"}`,
    [article ? "headline" : "name"]: page.name,
    description: page.description,
    url: page.url,
    inLanguage: page.locale,
    image: page.imageUrl,
    ...(article
      ? { author: { "@id": organizationId(page.siteUrl) }, publisher: { "@id": organizationId(page.siteUrl) } }
      : { isPartOf: { "@id": websiteId(page.siteUrl) }, about: { "@id": organizationId(page.siteUrl) } }),
  }
}

export type Crumb = { name: string; path: string }

// The trail from the home page to this one, every step an absolute URL.
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

// JSON for a <script> element's raw text: "<", ">" and "&" become \u escapes, so no text in data/ can close
// the element or open a comment; U+2028/2029 likewise, for parsers that treat them as line ends.
const UNSAFE = /[<>&\u2028\u2029]/g

export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
}
