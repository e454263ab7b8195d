/** @jest-environment node */
import { readContent } from "../../content/read-content"
import { trust } from "../../testing/content"
import { DATA_DIR } from "../../testing/paths"
import { classifyPath, duplicates, isIndexable, pageSeo, type SeoContent } from "./page-seo"
import { contentFiles } from "./sitemap"

const siteUrl = "https://www.example.test"
const editions = readContent(DATA_DIR)
const contentOf = (locale: "en" | "ar"): SeoContent => {
  const { projects, ...pages } = trust[locale]
  return { ...editions[locale], siteUrl, pages, entries: { projects } }
}
const content = contentOf("en")
const projectPaths = trust.en.projects.map((project) => `/projects/${project.slug}/`)
const paths = ["/quality/", "/prequalification/", "/privacy/", "/complaints/", "/projects/", ...projectPaths]

test("quality, privacy, complaints, projects and each case study are known and indexable, in both editions", () => {
  expect(classifyPath("/ar/quality/")).toEqual({ kind: "quality" })
  expect(classifyPath("/ar/prequalification/")).toEqual({ kind: "prequalification" })
  expect(classifyPath("/projects/crude-tank-api-653/")).toEqual({ kind: "project", slug: "crude-tank-api-653" })
  for (const path of paths) {
    expect(isIndexable(path)).toBe(true)
    expect(isIndexable(`/ar${path}`)).toBe(true)
  }
  expect(() => pageSeo("/projects/no-such-job/", content)).toThrow(/No project "no-such-job" in data\/projects/)
})

test("each has its own title and description from data/, {brand} filled, and hreflang alternates", () => {
  for (const locale of ["en", "ar"] as const) {
    const prefix = locale === "ar" ? "/ar" : ""
    const pages = paths.map((path) => pageSeo(`${prefix}${path}`, contentOf(locale)))
    expect(duplicates(pages, "title")).toEqual([])
    expect(duplicates(pages, "description")).toEqual([])
    for (const page of pages) {
      expect(page.description).not.toContain("{brand}")
      expect(page.alternates.map((alternate) => alternate.hreflang)).toEqual(["en", "ar", "x-default"])
      expect(page.image?.path).toMatch(/^\/og\/.+\.png$/)
    }
  }
  expect(pageSeo("/quality/", content).title).toBe("Quality, Accreditation & Impartiality | Inspection")
  expect(pageSeo("/prequalification/", content).title).toBe("Vendor Prequalification Pack | Inspection")
  expect(pageSeo("/privacy/", content).description).toMatch(/^How Inspection handles/)
})

test("structured data: the types schema.org defines, with only their own properties", () => {
  const blocks = (path: string) => pageSeo(path, content).jsonLd.map((text) => JSON.parse(text))
  expect(blocks("/quality/").map((block) => block["@type"])).toEqual(["AboutPage", "BreadcrumbList"])
  expect(blocks("/projects/").map((block) => block["@type"])).toEqual(["CollectionPage", "BreadcrumbList"])
  const [article, crumbs] = blocks(projectPaths[0])
  expect(Object.keys(article).sort()).toEqual(
    ["@context", "@id", "@type", "author", "description", "headline", "image", "inLanguage", "publisher", "url"].sort(),
  )
  expect(article.author).toEqual({ "@id": `${siteUrl}/#organization` })
  expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
    `${siteUrl}/`,
    `${siteUrl}/projects/`,
    `${siteUrl}${projectPaths[0]}`,
  ])
  const [privacy] = blocks("/privacy/")
  expect(Object.keys(privacy)).not.toContain("headline")
})

test("the sitemap dates each page by its own data file; a service page by the case studies too", () => {
  expect(contentFiles({ kind: "quality" })("quality.json")).toBe(true)
  expect(contentFiles({ kind: "quality" })("privacy.json")).toBe(false)
  // The pack shows quality.json's certificates and the case studies as references.
  for (const file of ["prequalification.json", "quality.json", "projects/b.json"])
    expect(contentFiles({ kind: "prequalification" })(file)).toBe(true)
  expect(contentFiles({ kind: "project", slug: "a" })("projects/a.json")).toBe(true)
  expect(contentFiles({ kind: "project", slug: "a" })("projects/b.json")).toBe(false)
  expect(contentFiles({ kind: "projects" })("projects/b.json")).toBe(true)
  expect(contentFiles({ kind: "service", slug: "ndt" })("projects/b.json")).toBe(true)
})
