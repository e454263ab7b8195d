/** @jest-environment node */
import { sitemapEntry, sitemapPages, type SitemapQueryData } from "./sitemap"

const file = (relativePath: string, modifiedTime: string) => ({ relativePath, modifiedTime })

const data: SitemapQueryData = {
  site: { siteMetadata: { siteUrl: "https://www.example.test" } },
  allSitePage: {
    nodes: [
      "/",
      "/services/",
      "/services/ndt/",
      "/services/training/",
      "/contact/",
      "/404/",
      "/404.html",
      "/quote/received/",
      "/quote/not-sent/",
    ].map((path) => ({ path })),
  },
  allFile: {
    nodes: [
      file("site.json", "2025-01-01T00:00:00.000Z"),
      file("industries.json", "2025-02-01T00:00:00.000Z"),
      file("services/ndt.json", "2025-03-01T00:00:00.000Z"),
      file("services/training.json", "2024-12-01T00:00:00.000Z"),
    ],
  },
}

test("lists the indexable pages only, never 404 or the quote result pages", () => {
  expect(sitemapPages(data).map((page) => page.path)).toEqual([
    "/",
    "/contact/",
    "/services/",
    "/services/ndt/",
    "/services/training/",
  ])
})

test("lastmod is the latest change of the data/ files a page shows", () => {
  const lastmod = Object.fromEntries(sitemapPages(data).map((page) => [page.path, page.lastmod]))
  expect(lastmod).toEqual({
    "/": "2025-03-01T00:00:00.000Z",
    "/services/": "2025-03-01T00:00:00.000Z",
    "/services/ndt/": "2025-03-01T00:00:00.000Z",
    "/services/training/": "2025-02-01T00:00:00.000Z",
    "/contact/": "2025-01-01T00:00:00.000Z",
  })
})

test("entries keep the trailing slash of every route", () => {
  expect(sitemapEntry({ path: "/services/", lastmod: "2025-01-01T00:00:00.000Z", links: [] })).toEqual({
    url: "/services/",
    lastmod: "2025-01-01T00:00:00.000Z",
    links: [],
  })
  expect(() => sitemapEntry({ path: "/services", lastmod: "2025-01-01T00:00:00.000Z", links: [] })).toThrow(
    /does not end in/,
  )
})

test("both editions are listed, each with its alternates in every language and x-default", () => {
  const withArabic = {
    ...data,
    allSitePage: {
      nodes: ["/services/ndt/", "/ar/services/ndt/", "/ar/404/", "/ar/404.html"].map((path) => ({ path })),
    },
  }
  const pages = sitemapPages(withArabic)
  expect(pages.map((page) => page.path)).toEqual(["/ar/services/ndt/", "/services/ndt/"])
  const alternates = [
    { lang: "en", url: "https://www.example.test/services/ndt/" },
    { lang: "ar", url: "https://www.example.test/ar/services/ndt/" },
    { lang: "x-default", url: "https://www.example.test/services/ndt/" },
  ]
  expect(pages[0].links).toEqual(alternates)
  expect(pages[1].links).toEqual(alternates)
  expect(pages[0].lastmod).toBe("2025-03-01T00:00:00.000Z")
})
