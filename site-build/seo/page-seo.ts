import type { ServiceData, SiteData } from "../../src/lib/content-schema"
import { CONTENT_KIND_SPECS, type ContentKind, type WebPageType } from "../../src/lib/content-kinds"
import { fill } from "../../src/lib/format"
import { alternatePaths, localeOfPath, localizePath, unlocalizePath } from "../../src/lib/locales"
import {
  CONTACT_PATH,
  HOME_PATH,
  QUOTE_NOT_SENT_PATH,
  COMPLAINT_NOT_SENT_PATH,
  COMPLAINT_RECEIVED_PATH,
  QUOTE_RECEIVED_PATH,
  SERVICES_PATH,
  servicePath,
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
} from "./json-ld"
import { LOGO, SOCIAL_IMAGE, socialImagePath } from "./site-files"

// Everything a page's <head> says to search engines and social networks, for each route of the site, from the
// content in data/ and the one configured site URL. gatsby-node serves it as the GraphQL field
// `seoPage(path:)`, which every page's Head queries, and draws the social images from the same answers, so a
// title, its card and its structured data never disagree. It runs at build time only.

// The pages that are no kind of content, then each kind's list page (by the kind's name, "projects") and detail
// pages (by its entry's, "project") from src/lib/content-kinds.ts.
type FixedPageKind =
  "home" | "contact" | "notFound" | "quoteReceived" | "quoteNotSent" | "complaintReceived" | "complaintNotSent"
type ListedKind = Extract<ContentKind, { routes: { list: string } }>
type DetailedKind = Extract<ContentKind, { routes: { detail: object } }>
export type PageKind =
  { kind: FixedPageKind } | { kind: ListedKind["name"] } | { kind: DetailedKind["entry"]; slug: string }

const NOINDEX_KINDS = new Set<string>([
  "notFound",
  "quoteReceived",
  "quoteNotSent",
  "complaintReceived",
  "complaintNotSent",
  ...CONTENT_KIND_SPECS.filter((kind) => !kind.indexed).flatMap((kind) => [kind.name, kind.entry]),
])
const FIXED_PAGES: Record<string, FixedPageKind> = {
  [HOME_PATH]: "home",
  [CONTACT_PATH]: "contact",
  [QUOTE_RECEIVED_PATH]: "quoteReceived",
  [QUOTE_NOT_SENT_PATH]: "quoteNotSent",
  [COMPLAINT_RECEIVED_PATH]: "complaintReceived",
  [COMPLAINT_NOT_SENT_PATH]: "complaintNotSent",
}
// A detail page's path ends in its entry's slug.
const DETAIL_PAGE = /^\/(?:.*\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\/$/

// Which page a built path is, in any edition (/ar/contact/ is the contact page); null for a path the site does not know.
export function classifyPath(localizedPath: string): PageKind | null {
  const path = unlocalizePath(localizedPath)
  if (FIXED_PAGES[path]) return { kind: FIXED_PAGES[path] }
  const listed = CONTENT_KIND_SPECS.find((kind) => kind.routes?.list === path)
  if (listed) return { kind: listed.name as ListedKind["name"] }
  // Gatsby builds the 404 page as /404/ and /404.html (and /dev-404-page/ in development).
  if (path === "/404/" || path === "/404.html" || path === "/dev-404-page/") return { kind: "notFound" }
  const slug = DETAIL_PAGE.exec(path)?.[1]
  const detailed = slug ? CONTENT_KIND_SPECS.find((kind) => kind.routes?.detail?.path(slug) === path) : undefined
  return detailed && slug ? { kind: detailed.entry as DetailedKind["entry"], slug } : null
}

// Pages search engines should list: the others say noindex and stay out of the sitemap.
export function isIndexable(path: string): boolean {
  const page = classifyPath(path)
  return page !== null && !NOINDEX_KINDS.has(page.kind)
}

// A page's texts in data/; the complaints page also names its no-JS result pages.
type PageTexts = { title: string; description: string; received?: { title: string }; notSent?: { title: string } }

// The content of the edition the page belongs to.
export type SeoContent = {
  site: SiteData
  // In the site's order (data/services/*.json "order").
  services: ServiceData[]
  // The configured origin without a trailing slash, e.g. https://www.inspection-eg.com
  siteUrl: string
  // The texts of the one-file kinds with a page (data/quality.json …), by kind name.
  pages?: Partial<Record<string, PageTexts>>
  // The entries of the kinds with detail pages (data/projects/ …), by kind name.
  entries?: Partial<Record<string, DetailEntry[]>>
}

// What a detail page's search entry says of its entry.
type DetailEntry = { slug: string; title: string; summary: string }

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
    throw new Error(`No search-engine entry for the page ${path}: add it to classifyPath in site-build/seo/page-seo.ts`)
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
  const pageContent = (kind: string) => {
    const found = content.pages?.[kind]
    if (!found) throw new Error(`No data/${kind}.json content for the page ${path}`)
    return found
  }
  const base = { path, locale, type: "website", siteName: site.brand }
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
    case "contact":
      entry = crumbedPage(site.contact.pageTitle, site.contact.pageDescription, site.nav.contact, CONTACT_PATH)
      break
    default: {
      // A page of a kind of content, worded as its entry in src/lib/content-kinds.ts says.
      const kind = CONTENT_KIND_SPECS.find(
        (candidate) => candidate.name === page.kind || candidate.entry === page.kind,
      )!
      const list = kind.routes?.list
      if ("slug" in page) {
        const found = content.entries?.[kind.name]?.find((candidate) => candidate.slug === page.slug)
        if (!found) throw new Error(`No ${kind.entry} "${page.slug}" in data/${kind.source.path} for the page ${path}`)
        const listTexts = kind.seo?.list?.texts
        const trail: Crumb[] = list && listTexts ? [{ name: (site[listTexts] as PageTexts).title, path: list }] : []
        entry = webPage(kind.seo?.detail?.type ?? "WebPage", found.title, found.summary, ...trail, {
          name: found.title,
          path: kind.routes!.detail!.path(found.slug),
        })
        break
      }
      const listTexts = kind.seo?.list?.texts
      const { title, description } = listTexts
        ? (site[listTexts] as PageTexts)
        : withBrand(pageContent(kind.name), site.brand)
      if (!kind.indexed) {
        // Not listed, but a real page people link to and share: its description, canonical and editions stay.
        return {
          ...base,
          title: titled(title),
          description,
          canonical: `${siteUrl}${path}`,
          noindex: true,
          alternates: alternates(),
          image: null,
          jsonLd: [],
        }
      }
      entry = webPage(kind.seo?.list?.type ?? "WebPage", title, description, {
        name: title,
        path: unlocalizePath(path),
      })
    }
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
