/** @jest-environment node */
import { readContent } from "../../content/read-content"
import type { SiteData } from "../../src/lib/content-schema"
import { classifyPath, duplicates, isIndexable, pageSeo, type SeoContent } from "./page-seo"
import { robotsTxt, socialImagePath } from "./site-files"
import { DATA_DIR } from "../../testing/paths"
import { schemaOrgErrors } from "../../testing/schema-org"

const siteUrl = "https://www.example.test"
const editions = readContent(DATA_DIR)
const content: SeoContent = { ...editions.en, siteUrl }
const arabic: SeoContent = { ...editions.ar, siteUrl }
const { site, services } = content

const indexablePaths = ["/", "/services/", ...services.map((service) => `/services/${service.slug}/`), "/contact/"]
const noindexPaths = ["/404/", "/404.html", "/quote/received/", "/quote/not-sent/"]

test("every route is known, and only 404 and the quote result pages are noindex", () => {
  for (const route of indexablePaths) expect(isIndexable(route)).toBe(true)
  for (const route of noindexPaths) expect(isIndexable(route)).toBe(false)
  expect(classifyPath("/services/ndt/")).toEqual({ kind: "service", slug: "ndt" })
  expect(classifyPath("/services/ndt")).toBeNull()
  expect(isIndexable("/somewhere/")).toBe(false)
})

test("a page the table does not know stops the build with a pointer to the table", () => {
  expect(() => pageSeo("/careers/", content)).toThrow(/No search-engine entry for the page \/careers\/.*page-seo\.ts/)
  expect(() => pageSeo("/services/no-such-service/", content)).toThrow(/No service "no-such-service"/)
})

test("every indexable page has its own title and description, from data/", () => {
  const pages = indexablePaths.map((route) => pageSeo(route, content))
  expect(duplicates(pages, "title")).toEqual([])
  expect(duplicates(pages, "description")).toEqual([])
  expect(pages[0].title).toBe("Inspection — Third-Party Inspection & NDT in Alexandria, Egypt")
  expect(pages[0].description).toBe(site.description)
  const ndt = pageSeo("/services/ndt/", content)
  expect(ndt.title).toBe("NDT Services in Alexandria, Egypt | Inspection")
  expect(ndt.description).toBe(services.find((service) => service.slug === "ndt")!.summary)
  expect(pageSeo("/contact/", content).title).toBe(`${site.contact.pageTitle} | Inspection`)
})

test("canonical URLs are the configured origin plus the path, ending in /", () => {
  for (const route of indexablePaths) {
    const page = pageSeo(route, content)
    expect(page.canonical).toBe(`${siteUrl}${route}`)
    expect(page.canonical!.endsWith("/")).toBe(true)
    expect(page.noindex).toBe(false)
  }
})

test("each page's social image is a 1200×630 PNG under /og/, named after the page", () => {
  expect(socialImagePath("/")).toBe("/og/home.png")
  expect(socialImagePath("/services/")).toBe("/og/services.png")
  expect(socialImagePath("/services/ndt/")).toBe("/og/services/ndt.png")
  const ndt = pageSeo("/services/ndt/", content)
  expect(ndt.image).toEqual({
    url: `${siteUrl}/og/services/ndt.png`,
    path: "/og/services/ndt.png",
    width: 1200,
    height: 630,
    type: "image/png",
    alt: "Inspection logo and the words “NDT Services”",
    title: "NDT Services",
  })
  expect(pageSeo("/", content).image!.title).toBe(site.hero.heading)
})

test("structured data: the business on the home page, a Service and a breadcrumb on service pages", () => {
  const types = (route: string) => pageSeo(route, content).jsonLd.map((json) => JSON.parse(json)["@type"])
  expect(types("/")).toEqual(["ProfessionalService", "WebSite"])
  expect(types("/services/")).toEqual(["BreadcrumbList"])
  expect(types("/services/ndt/")).toEqual(["Service", "BreadcrumbList"])
  expect(types("/contact/")).toEqual(["BreadcrumbList"])
  const [, trail] = pageSeo("/services/ndt/", content).jsonLd.map((json) => JSON.parse(json))
  expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual([
    `${siteUrl}/`,
    `${siteUrl}/services/`,
    `${siteUrl}/services/ndt/`,
  ])
})

test("noindex pages keep a title and say noindex, with no canonical, image or structured data", () => {
  for (const route of noindexPaths) {
    const page = pageSeo(route, content)
    expect(page).toMatchObject({ noindex: true, canonical: null, image: null, jsonLd: [], description: null })
  }
  expect(pageSeo("/404/", content).title).toBe("Page not found | Inspection")
})

test("{brand} in data/ texts is filled in", () => {
  const branded: SiteData = { ...site, brand: "Acme", description: "{brand} inspects things." }
  const home = pageSeo("/", { ...content, site: branded })
  expect(home.description).toBe("Acme inspects things.")
  expect(JSON.parse(home.jsonLd[0]).description).toBe("Acme inspects things.")
})

test("duplicates names the value and the pages that share it", () => {
  const pages = ["/", "/contact/"].map((route) => ({ ...pageSeo(route, content), title: "Same" }))
  expect(duplicates(pages, "title")).toEqual(['title "Same" is used by /, /contact/'])
})

test("robots.txt allows crawling but not the apps, and points to the sitemap index", () => {
  expect(robotsTxt(siteUrl)).toBe(
    "User-agent: *\nDisallow: /api/\nDisallow: /staff/\nDisallow: /admin/\nDisallow: /client/\nDisallow: /ar/client/\nDisallow: /inspect/\nDisallow: /ar/inspect/\n\n" +
      "Sitemap: https://www.example.test/sitemap-index.xml\n",
  )
})

describe("the Arabic edition", () => {
  const arabicPaths = indexablePaths.map((route) => `/ar${route}`)

  test("its pages are known, in Arabic, with their own titles and descriptions", () => {
    for (const route of arabicPaths) expect(isIndexable(route)).toBe(true)
    expect(isIndexable("/ar/404/")).toBe(false)
    const pages = arabicPaths.map((route) => pageSeo(route, arabic))
    const english = indexablePaths.map((route) => pageSeo(route, content))
    expect(duplicates([...english, ...pages], "title")).toEqual([])
    expect(duplicates([...english, ...pages], "description")).toEqual([])
    for (const page of pages) expect(page).toMatchObject({ locale: "ar" })
    expect(pageSeo("/contact/", content)).toMatchObject({ locale: "en" })
    expect(pageSeo("/ar/services/ndt/", arabic).title).toContain(arabic.services.find((s) => s.slug === "ndt")!.title)
  })

  test("every indexable page lists itself in both editions and x-default, absolute", () => {
    for (const [en, ar] of indexablePaths.map((route) => [route, `/ar${route}`])) {
      const expected = [
        { hreflang: "en", url: `${siteUrl}${en}` },
        { hreflang: "ar", url: `${siteUrl}${ar}` },
        { hreflang: "x-default", url: `${siteUrl}${en}` },
      ]
      expect(pageSeo(en, content).alternates).toEqual(expected)
      expect(pageSeo(ar, arabic).alternates).toEqual(expected)
      expect(pageSeo(ar, arabic).canonical).toBe(`${siteUrl}${ar}`)
    }
  })

  test("its social images, breadcrumbs and structured data stay in the Arabic edition", () => {
    const ndt = pageSeo("/ar/services/ndt/", arabic)
    expect(ndt.image).toMatchObject({
      path: "/og/ar/services/ndt.png",
      title: arabic.services.find((s) => s.slug === "ndt")!.title,
    })
    const [service, trail] = ndt.jsonLd.map((json) => JSON.parse(json))
    expect(service).toMatchObject({
      url: `${siteUrl}/ar/services/ndt/`,
      name: arabic.services.find((s) => s.slug === "ndt")!.title,
    })
    expect(trail.itemListElement.map((item: { item: string; name: string }) => item.item)).toEqual([
      `${siteUrl}/ar/`,
      `${siteUrl}/ar/services/`,
      `${siteUrl}/ar/services/ndt/`,
    ])
    expect(trail.itemListElement[0].name).toBe(arabic.site.servicePage.breadcrumbHome)
    const [business] = pageSeo("/ar/", arabic).jsonLd.map((json) => JSON.parse(json))
    expect(business.url).toBe(`${siteUrl}/ar/`)
    expect(business.address.addressLocality).toBe(arabic.site.contact.address.city)
  })
})

// What a validator reads: every block of every indexable page, in both editions, typed against the schema.org
// vocabulary (testing/schema-org.ts), so a property its type does not define, or a value out of its range, fails.
test("structured data uses only what schema.org defines for each type, on every page of both editions", () => {
  const blocks = [content, arabic].flatMap((edition) =>
    indexablePaths.flatMap((route) => {
      const path = edition === arabic ? `/ar${route}` : route
      return pageSeo(path, edition).jsonLd.map((json) => JSON.parse(json))
    }),
  )
  expect(blocks.length).toBeGreaterThan(2 * indexablePaths.length)
  expect(schemaOrgErrors(blocks)).toEqual([])
})
