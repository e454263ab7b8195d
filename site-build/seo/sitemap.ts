import { alternatePaths } from "../../src/lib/locales"
import { CONTENT_KIND_SPECS, kindOfFile } from "../../src/lib/content-kinds"
import { classifyPath, isIndexable, type PageKind } from "./page-seo"

// gatsby-plugin-sitemap's query and page list: every indexable page (the noindex ones — 404 and the quote
// result pages — never), its URL in the trailing-slash form of the canonicals, and as lastmod the time the
// content it shows last changed (the modification time of its files in data/).

export const sitemapQuery = `
  {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
      }
    }
    allFile(filter: { sourceInstanceName: { eq: "data" } }) {
      nodes {
        relativePath
        modifiedTime
      }
    }
  }
`

export type SitemapQueryData = {
  site: { siteMetadata: { siteUrl: string } }
  allSitePage: { nodes: { path: string }[] }
  allFile: { nodes: { relativePath: string; modifiedTime: string }[] }
}

// links: the page in every edition and x-default, as <xhtml:link rel="alternate" hreflang> (absolute URLs).
export type SitemapPage = { path: string; lastmod: string; links: { lang: string; url: string }[] }

const editionLinks = (path: string, siteUrl: string): SitemapPage["links"] =>
  alternatePaths(path).map(({ hreflang, path: alternate }) => ({ lang: hreflang, url: `${siteUrl}${alternate}` }))

// Whether a data/ file (relative to data/) holds entries of the kind named.
const ofKind = (name: string) => (file: string) => kindOfFile(file)?.name === name

// The data/ files whose content a page shows as its own (not the footer's service links, which every page has):
// site.json, the kind's own files and those of the kinds the registry says the page shows.
export function contentFiles(page: PageKind): (relativePath: string) => boolean {
  if (page.kind === "home")
    return (file) => file === "site.json" || ofKind("industries")(file) || ofKind("services")(file)
  const kind = CONTENT_KIND_SPECS.find((candidate) => candidate.name === page.kind || candidate.entry === page.kind)
  if (!kind) return (file) => file === "site.json"
  const detail = "slug" in page
  const own = detail ? (file: string) => file === `${kind.source.path}/${page.slug}.json` : ofKind(kind.name)
  const shown = (detail ? kind.shows?.detail : kind.shows?.list) ?? []
  return (file) => file === "site.json" || own(file) || shown.some((name) => ofKind(name)(file))
}

export function sitemapPages(data: SitemapQueryData): SitemapPage[] {
  const files = data.allFile.nodes.filter((file) => file.relativePath.endsWith(".json"))
  return data.allSitePage.nodes
    .filter((page) => isIndexable(page.path))
    .map((page) => {
      const own = contentFiles(classifyPath(page.path)!)
      const times = files.filter((file) => own(file.relativePath)).map((file) => Date.parse(file.modifiedTime))
      if (times.length === 0) throw new Error(`sitemap: no content file in data/ for ${page.path}`)
      return {
        path: page.path,
        lastmod: new Date(Math.max(...times)).toISOString(),
        links: editionLinks(page.path, data.site.siteMetadata.siteUrl.replace(/\/$/, "")),
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

export function sitemapEntry(page: SitemapPage): { url: string; lastmod: string; links: SitemapPage["links"] } {
  if (!page.path.endsWith("/")) throw new Error(`sitemap: ${page.path} does not end in "/" like every route`)
  return { url: page.path, lastmod: page.lastmod, links: page.links }
}
