import type { ServiceData, SiteData } from "../../src/lib/content-schema"
import type { ProjectData } from "../../src/lib/trust-content-schema"
import { fill } from "../../src/lib/format"
import { alternatePaths, localeOfPath, localizePath, textDirection, unlocalizePath } from "../../src/lib/locales"
import {
  COMPLAINTS_PATH,
  CONTACT_PATH,
  HOME_PATH,
  PREQUALIFICATION_PATH,
  PRIVACY_PATH,
  projectPath,
  PROJECTS_PATH,
  QUALITY_PATH,
  QUOTE_NOT_SENT_PATH,
  COMPLAINT_NOT_SENT_PATH,
  COMPLAINT_RECEIVED_PATH,
  QUOTE_RECEIVED_PATH,
  SERVICES_PATH,
  servicePath,
  VERIFY_PATH,
} from "../../src/lib/routes"
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  websiteJsonLd,
  type Crumb,
  type JsonLd,
  type WebPageType,
} from "./json-ld"
import { LOGO, SOCIAL_IMAGE, socialImagePath } from "./site-files"

// Everything a page's <head> says to search engines and social networks, for each route of the site, from the
// content in data/ and the one configured site URL. gatsby-node serves it as the GraphQL field
// `seoPage(path:)`, which every page's Head queries, and draws the social images from the same answers, so a
// title, its card and its structured data never disagree. It runs at build time only.

export type PageKind =
  | { kind: "home" }
  | { kind: "services" }
  | { kind: "service"; slug: string }
  | { kind: "contact" }
  | { kind: "quality" }
  | { kind: "prequalification" }
  | { kind: "privacy" }
  | { kind: "complaints" }
  | { kind: "projects" }
  | { kind: "project"; slug: string }
  | { kind: "notFound" }
  | { kind: "quoteReceived" }
  | { kind: "quoteNotSent" }
  | { kind: "complaintReceived" }
  | { kind: "complaintNotSent" }
  | { kind: "verify" }

// The public check answers about one document at a time: nothing there for a search engine to list.
const NOINDEX_KINDS = new Set<PageKind["kind"]>([
  "notFound",
  "quoteReceived",
  "quoteNotSent",
  "complaintReceived",
  "complaintNotSent",
  "verify",
])
const SERVICE_PAGE = /^\/services\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/
const PROJECT_PAGE = /^\/projects\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/
const SINGLE_PAGES: Record<string, PageKind> = {
  [QUALITY_PATH]: { kind: "quality" },
  [PREQUALIFICATION_PATH]: { kind: "prequalification" },
  [PRIVACY_PATH]: { kind: "privacy" },
  [COMPLAINTS_PATH]: { kind: "complaints" },
  [PROJECTS_PATH]: { kind: "projects" },
  [VERIFY_PATH]: { kind: "verify" },
}

// Which page a built path is, in any edition (/ar/contact/ is the contact page); null for a path the site does not know.
export function classifyPath(localizedPath: string): PageKind | null {
  const path = unlocalizePath(localizedPath)
  if (path === HOME_PATH) return { kind: "home" }
  if (path === SERVICES_PATH) return { kind: "services" }
  if (path === CONTACT_PATH) return { kind: "contact" }
  if (path === QUOTE_RECEIVED_PATH) return { kind: "quoteReceived" }
  if (path === QUOTE_NOT_SENT_PATH) return { kind: "quoteNotSent" }
  if (path === COMPLAINT_RECEIVED_PATH) return { kind: "complaintReceived" }
  if (path === COMPLAINT_NOT_SENT_PATH) return { kind: "complaintNotSent" }
  if (SINGLE_PAGES[path]) return SINGLE_PAGES[path]
  // Gatsby builds the 404 page as /404/ and /404.html (and /dev-404-page/ in development).
  if (path === "/404/" || path === "/404.html" || path === "/dev-404-page/") return { kind: "notFound" }
  const service = SERVICE_PAGE.exec(path)
  if (service) return { kind: "service", slug: service[1] }
  const project = PROJECT_PAGE.exec(path)
  return project ? { kind: "project", slug: project[1] } : null
}

// Pages search engines should list: the others say noindex and stay out of the sitemap.
export function isIndexable(path: string): boolean {
  const page = classifyPath(path)
  return page !== null && !NOINDEX_KINDS.has(page.kind)
}

// The pages whose title and description are in a data file of their own (data/<kind>.json).
type TextPageKind = "quality" | "prequalification" | "privacy" | "complaints" | "verify"

// A page's texts in data/; the complaints page also names its no-JS result pages.
type PageTexts = { title: string; description: string; received?: { title: string }; notSent?: { title: string } }

// The content of the edition the page belongs to.
export type SeoContent = {
  site: SiteData
  // In the site's order (data/services/*.json "order").
  services: ServiceData[]
  // The configured origin without a trailing slash, e.g. https://www.inspection-eg.com
  siteUrl: string
  // The pages of data/quality.json, privacy.json and complaints.json, and the case studies (needed by their pages).
  pages?: Partial<Record<TextPageKind, PageTexts>>
  projects?: ProjectData[]
}

export type SeoImage = {
  url: string
  path: string
  width: number
  height: number
  type: string
  alt: string
  // The words on the card.
  title: string
}

// The same page in every edition, and x-default (the default edition) for languages the site does not have.
export type Alternate = { hreflang: string; url: string }

export type PageSeo = {
  path: string
  locale: string
  dir: string
  alternates: Alternate[]
  title: string
  description: string | null
  canonical: string | null
  noindex: boolean
  type: string
  siteName: string
  image: SeoImage | null
  jsonLd: string[]
}

// The GraphQL shape of PageSeo (gatsby-node adds the root field `seoPage(path: String!): SeoPage`).
export const SEO_TYPE_DEFS = `
type SeoImage {
  url: String!
  path: String!
  width: Int!
  height: Int!
  type: String!
  alt: String!
  title: String!
}

type SeoAlternate {
  hreflang: String!
  url: String!
}

type SeoPage {
  path: String!
  locale: String!
  dir: String!
  alternates: [SeoAlternate!]!
  title: String!
  description: String
  canonical: String
  noindex: Boolean!
  type: String!
  siteName: String!
  image: SeoImage
  jsonLd: [String!]!
}
`

type Indexable = { title: string; description: string; cardTitle: string; jsonLd: JsonLd[] }

// Texts in data/ may say {brand}: filled everywhere at once (placeholders it does not know, like {title}, stay).
function withBrand<T>(value: T, brand: string): T {
  return JSON.parse(JSON.stringify(value), (_key, item) => (typeof item === "string" ? fill(item, { brand }) : item))
}

export function pageSeo(path: string, content: SeoContent): PageSeo {
  const page = classifyPath(path)
  if (!page) {
    throw new Error(`No search-engine entry for the page ${path}: add it to classifyPath in build/seo/page-seo.ts`)
  }
  const { siteUrl } = content
  const site = withBrand(content.site, content.site.brand)
  const services = withBrand(content.services, content.site.brand)
  // The hero's heading is the company's line: the slogan, the social card's title, {tagline} in titles.
  const values = { brand: site.brand, tagline: site.hero.heading }
  const titled = (title: string) => fill(site.seo.titleTemplate, { ...values, title })
  const image = socialImagePath(path)
  const imageUrl = `${siteUrl}${image}`
  const logoUrl = `${siteUrl}${LOGO.path}`
  const locale = localeOfPath(path)
  const local = (route: string) => localizePath(route, locale)
  const crumbs = (...trail: Crumb[]) =>
    breadcrumbJsonLd(
      [{ name: site.servicePage.breadcrumbHome, path: HOME_PATH }, ...trail].map((crumb) => ({
        ...crumb,
        path: local(crumb.path),
      })),
      siteUrl,
    )
  // A page whose structured data is its breadcrumbs alone (the list of services, the contact page).
  const crumbedPage = (title: string, description: string, name: string, route: string): Indexable => ({
    title: titled(title),
    description,
    cardTitle: title,
    jsonLd: [crumbs({ name, path: route })],
  })
  // A page of prose or a list: its own words on the card and a WebPage-type entry with its breadcrumbs.
  const webPage = (type: WebPageType, title: string, description: string, ...trail: Crumb[]): Indexable => ({
    title: titled(title),
    description,
    cardTitle: title,
    jsonLd: [
      webPageJsonLd(type, { name: title, description, url: `${siteUrl}${path}`, imageUrl, locale, siteUrl }),
      crumbs(...trail),
    ],
  })
  const pageContent = (kind: TextPageKind) => {
    const found = content.pages?.[kind]
    if (!found) throw new Error(`No data/${kind}.json content for the page ${path}`)
    return found
  }
  const base = { path, locale, dir: textDirection(locale), type: "website", siteName: site.brand }
  const alternates = () =>
    alternatePaths(path).map(({ hreflang, path: alternate }) => ({ hreflang, url: `${siteUrl}${alternate}` }))

  const noindex = (title: string): PageSeo => ({
    ...base,
    title: titled(title),
    description: null,
    canonical: null,
    noindex: true,
    alternates: [],
    image: null,
    jsonLd: [],
  })

  let entry: Indexable
  switch (page.kind) {
    case "notFound":
      return noindex(site.notFound.title)
    case "quoteReceived":
      return noindex(site.quoteReceived.title)
    case "quoteNotSent":
      return noindex(site.quoteNotSent.title)
    case "verify": {
      // Not listed, but a real page people link to and share: its description, canonical and editions stay.
      const text = withBrand(pageContent("verify"), site.brand)
      return {
        ...base,
        title: titled(text.title),
        description: text.description,
        canonical: `${siteUrl}${path}`,
        noindex: true,
        alternates: alternates(),
        image: null,
        jsonLd: [],
      }
    }
    case "complaintReceived":
      return noindex(pageContent("complaints").received!.title)
    case "complaintNotSent":
      return noindex(pageContent("complaints").notSent!.title)
    case "home":
      entry = {
        title: fill(site.seo.homeTitle, values),
        description: site.description,
        cardTitle: site.hero.heading,
        jsonLd: [
          organizationJsonLd(site, { siteUrl, logoUrl, imageUrl, locale }),
          websiteJsonLd(site, siteUrl, locale),
        ],
      }
      break
    case "services": {
      const { title, description, heading } = site.servicesPage
      entry = crumbedPage(title, description, heading, SERVICES_PATH)
      break
    }
    case "service": {
      const service = services.find((candidate) => candidate.slug === page.slug)
      if (!service) throw new Error(`No service "${page.slug}" in data/services for the page ${path}`)
      entry = {
        title: fill(site.seo.serviceTitleTemplate, { ...values, title: service.title }),
        description: service.summary,
        cardTitle: service.title,
        jsonLd: [
          serviceJsonLd(site, service, { siteUrl, logoUrl, imageUrl, locale }),
          crumbs(
            { name: site.servicePage.breadcrumbServices, path: SERVICES_PATH },
            { name: service.title, path: servicePath(service.slug) },
          ),
        ],
      }
      break
    }
    case "quality":
    case "prequalification":
    case "privacy":
    case "complaints": {
      const { title, description } = withBrand(pageContent(page.kind), site.brand)
      const type = page.kind === "quality" || page.kind === "prequalification" ? "AboutPage" : "WebPage"
      entry = webPage(type, title, description, { name: title, path: unlocalizePath(path) })
      break
    }
    case "projects":
      entry = webPage("CollectionPage", site.projectsPage.title, site.projectsPage.description, {
        name: site.projectsPage.title,
        path: PROJECTS_PATH,
      })
      break
    case "project": {
      const project = content.projects?.find((candidate) => candidate.slug === page.slug)
      if (!project) throw new Error(`No project "${page.slug}" in data/projects for the page ${path}`)
      entry = webPage(
        "Article",
        project.title,
        project.summary,
        { name: site.projectsPage.title, path: PROJECTS_PATH },
        { name: project.title, path: projectPath(project.slug) },
      )
      break
    }
    case "contact":
      entry = crumbedPage(site.contact.pageTitle, site.contact.pageDescription, site.nav.contact, CONTACT_PATH)
      break
  }

  return {
    ...base,
    alternates: alternates(),
    title: entry.title,
    description: entry.description,
    canonical: `${siteUrl}${path}`,
    noindex: false,
    image: {
      url: imageUrl,
      path: image,
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      type: SOCIAL_IMAGE.type,
      alt: fill(site.seo.imageAlt, { ...values, title: entry.cardTitle }),
      title: entry.cardTitle,
    },
    jsonLd: entry.jsonLd.map(serializeJsonLd),
  }
}

// Titles and descriptions must tell pages apart: the pages that share one, by value.
export function duplicates(pages: PageSeo[], field: "title" | "description"): string[] {
  const byValue = new Map<string, string[]>()
  for (const page of pages) {
    const value = page[field]
    if (value === null) continue
    byValue.set(value, [...(byValue.get(value) ?? []), page.path])
  }
  return [...byValue]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => `${field} "${value}" is used by ${paths.join(", ")}`)
}
