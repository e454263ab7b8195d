import fs from "node:fs"
import path from "node:path"
import { localeOfPath, textDirection } from "../../src/lib/locales"
import { isStaffPath } from "../../src/lib/staff-paths"
import { isClientPath } from "../../src/lib/client-paths"
import { isInspectPath } from "../../src/lib/inspect-paths"
import { duplicates, type PageSeo } from "./page-seo"
import { FONT_FAMILIES, installedFontFamilies, writeSocialImages } from "./social-image"

type Graphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ errors?: unknown; data?: T }>

type SocialQuery = {
  site: { siteMetadata: { siteUrl: string } }
  allSiteJson: { nodes: { locale: string; brand: string; seo: { imageCaption: string } }[] }
  allSitePage: { nodes: { path: string }[] }
}

const SOCIAL_CARDS = `
  query SocialCards {
    site { siteMetadata { siteUrl } }
    allSiteJson { nodes { locale brand seo { imageCaption } } }
    allSitePage { nodes { path } }
  }
`
const SOCIAL_CARD = `
  query SocialCard($path: String!) {
    seoPage(path: $path) { path title description noindex image { path title } }
  }
`

// One social image per indexable page (public/og/…, from the same seoPage answers the pages' heads carry); duplicate
// titles or descriptions stop the build. Returns how many it wrote, and a warning when no usable font is installed.
export async function writeSocialCards(
  graphql: Graphql,
  publicDir: string,
): Promise<{ written: number; warning?: string }> {
  const result = await graphql<SocialQuery>(SOCIAL_CARDS)
  if (result.errors || !result.data)
    throw new Error(`Could not query the pages for their social images: ${String(result.errors)}`)
  const { site, allSiteJson, allSitePage } = result.data
  const pages: PageSeo[] = []
  for (const { path: pagePath } of allSitePage.nodes) {
    // The staff workspace, the clients' register and the inspectors' app are apps, not pages for search engines:
    // noindex in their own Head, no social card.
    if (isStaffPath(pagePath) || isClientPath(pagePath) || isInspectPath(pagePath)) continue
    const answer = await graphql<{ seoPage: PageSeo }>(SOCIAL_CARD, { path: pagePath })
    if (answer.errors || !answer.data)
      throw new Error(`Could not compute the search-engine entry of ${pagePath}: ${String(answer.errors)}`)
    pages.push(answer.data.seoPage)
  }
  const indexable = pages.filter((page) => !page.noindex)
  const clashes = [...duplicates(indexable, "title"), ...duplicates(indexable, "description")]
  if (clashes.length > 0)
    throw new Error(`Every page needs its own title and description (data/):\n  - ${clashes.join("\n  - ")}`)

  const fonts = installedFontFamilies()
  const warning =
    fonts && !FONT_FAMILIES.some((family) => fonts.includes(family))
      ? `Social images: none of the fonts ${FONT_FAMILIES.join(", ")} is installed; titles may not render`
      : undefined
  const host = new URL(site.siteMetadata.siteUrl).host
  // What the last build wrote goes first: a page gone since has no card left behind.
  fs.rmSync(path.join(publicDir, "og"), { recursive: true, force: true })
  const cards = indexable.flatMap((page) => {
    const locale = localeOfPath(page.path)
    const edition = allSiteJson.nodes.find((node) => node.locale === locale)
    if (!page.image || !edition) return []
    return [
      {
        path: page.image.path,
        title: page.image.title,
        brand: edition.brand,
        caption: edition.seo.imageCaption,
        host,
        dir: textDirection(locale),
      },
    ]
  })
  return { written: (await writeSocialImages(publicDir, cards)).length, warning }
}
