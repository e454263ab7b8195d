import type { ServiceData, SiteData } from "../../src/lib/content-schema"
import { CONTENT_KINDS } from "../../src/lib/content-kinds"
import { localeOfPath } from "../../src/lib/locales"
import { pageSeo, type PageSeo, type SeoContent } from "./page-seo"

export type NodeModel = {
  findOne: (args: { type: string; query?: object }) => Promise<unknown>
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<unknown> }>
}
const inEdition = (path: string) => ({ filter: { locale: { eq: localeOfPath(path) } } })

// seoPage(path: "/services/ndt/"): the page's title, description, canonical URL, social image and JSON-LD,
// computed at build time from data/ and siteMetadata.siteUrl (page-seo.ts), with the content of the page's own
// edition: /ar/… pages are described in Arabic.
export async function resolveSeoPage(pagePath: string, nodeModel: NodeModel): Promise<PageSeo> {
  // Every kind's content in the page's edition: one node of a one-file kind, all the entries of the others.
  const [meta, ...contents] = await Promise.all([
    nodeModel.findOne({ type: "Site" }),
    ...CONTENT_KINDS.map(({ type, source }) =>
      source.shape === "file"
        ? nodeModel.findOne({ type, query: inEdition(pagePath) })
        : nodeModel.findAll({ type, query: inEdition(pagePath) }).then(({ entries }) => [...entries]),
    ),
  ])
  const byKind = (shape: "file" | "entries") =>
    Object.fromEntries(
      CONTENT_KINDS.flatMap((kind, index) =>
        (kind.source.shape === "file") === (shape === "file") ? [[kind.name, contents[index]]] : [],
      ),
    )
  const pages = byKind("file")
  const entries = byKind("entries")
  const site = pages.site as SiteData | null
  const siteUrl = (meta as { siteMetadata?: { siteUrl?: string } } | null)?.siteMetadata?.siteUrl
  if (!site || !siteUrl) throw new Error("seoPage: data/site.json or siteMetadata.siteUrl is missing")
  return pageSeo(pagePath, {
    site,
    services: [...(entries.services as ServiceData[])].sort((a, b) => a.order - b.order),
    siteUrl,
    pages: pages as SeoContent["pages"],
    entries: entries as SeoContent["entries"],
  })
}
