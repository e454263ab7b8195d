import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import sharp from "sharp"
import type { ServiceData, SiteData } from "./src/lib/content-schema"
import { CONTENT_KINDS, CONTENT_KIND_SPECS } from "./src/lib/content-kinds"
import { LOCALES, localeOfPath, localizePath, textDirection, unlocalizePath, type Locale } from "./src/lib/locales"
import { createEditionNodes, createPageEditions, SOURCE_TYPE_DEFS } from "./site-build/nodes/editions"
import { duplicates, pageSeo, SEO_TYPE_DEFS, type PageSeo, type SeoContent } from "./site-build/seo/page-seo"
import { robotsTxt } from "./site-build/seo/site-files"
import { nodeTypeDefs, QUERY_TYPES_FILE } from "./content/graphql-types"
import { FONT_FAMILIES, installedFontFamilies, writeSocialImages } from "./site-build/seo/social-image"
import { validateContent } from "./content/validate-content"
import { ARTWORK_EXTENSION, PHOTO_EXTENSIONS } from "./content/image-files"
import { writeArabicSubsets } from "./site-build/fonts/arabic-subset"
import { isStaffPath } from "./src/lib/staff-paths"
import { iconSprite } from "./site-build/icons/sprite"
import { ICON_SPRITE_PATH } from "./src/lib/icon-sprite"
import { cairoToday } from "./src/lib/cairo-time"
import { expiryWarnings, readProfileContent } from "./site-build/profile/profile-data"
import { megabytes, writeCompanyProfiles, type WrittenProfile } from "./site-build/profile/write-profiles"
import { adminFiles, writeAdminFiles } from "./site-build/admin/admin-files"
import { CompileHintsPlugin } from "./site-build/webpack/compile-hints"

// Artwork is drawn as SVG; sharp rasterises it once so gatsby-plugin-image can make responsive AVIF/WebP.
const ARTWORK_WIDTH = 1600

// The day this build describes (Cairo's calendar): /prequalification/ says it, and what has expired by then is
// shown as renewal in progress there and in the company profiles.
const BUILD_DAY = cairoToday()
let profiles: WrittenProfile[] = []

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const dataDir = path.join(__dirname, "data")
  const errors = validateContent(dataDir)
  if (errors.length > 0) {
    reporter.panicOnBuild(`The content in data/ has ${errors.length} error(s):\n  - ${errors.join("\n  - ")}`)
    return
  }
  for (const warning of expiryWarnings(readProfileContent(dataDir)("en"), BUILD_DAY)) reporter.warn(warning)
  // Before the pages: the footer of every page gives the profiles' sizes (site-build/profile/).
  const siteUrl = (store.getState() as { config: { siteMetadata: { siteUrl: string } } }).config.siteMetadata.siteUrl
  profiles = await writeCompanyProfiles({ dataDir, root: __dirname, siteUrl, today: BUILD_DAY })
  reporter.info(
    `Company profiles: ${profiles.map((profile) => `${profile.path} ${(profile.bytes / 1024).toFixed(0)} KB`).join(", ")}`,
  )
  // Before webpack bundles the Arabic font files: cut to the characters of data/ (site-build/fonts/arabic-subset.ts).
  const sizes = await writeArabicSubsets(path.join(__dirname, "data"))
  reporter.info(
    `Arabic font: ${Object.values(sizes)
      .map((bytes) => `${(bytes / 1024).toFixed(1)} KB`)
      .join(" + ")}`,
  )
}

// The icon file the pages point into (site-build/icons/sprite.ts): written with the build, served by the dev server.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app }) => {
  type Reply = { type: (mime: string) => { send: (body: string | Buffer) => void } }
  // The CMS at /admin/ (site-build/admin/), for editors working on a clone in local-repository mode.
  for (const [urlPath, file] of await adminFiles()) {
    app.get(urlPath, (_request: unknown, response: Reply) => response.type(file.type).send(file.body))
  }
  app.get(ICON_SPRITE_PATH, (_request: unknown, response: Reply) => {
    response.type("image/svg+xml").send(iconSprite())
  })
  // The company profiles the footer links to, as written at the server's start.
  for (const profile of profiles) {
    app.get(profile.path, (_request: unknown, response: Reply) => {
      response.type("application/pdf").send(fs.readFileSync(profile.file))
    })
  }
}

// One CompanyProfile node per edition's PDF: the footer and /prequalification/ link it with its size.
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const { locale, path: urlPath, bytes } of profiles) {
    const content = { locale, path: urlPath, megabytes: megabytes(bytes) }
    actions.createNode({
      ...content,
      id: createNodeId(`company-profile ${locale}`),
      internal: { type: "CompanyProfile", contentDigest: createContentDigest(content) },
    })
  }
}

// Tailwind reads its class names from src/, and so has webpack watch all of src/, where `gatsby develop` rewrites
// the query types after every rebuild: each rewrite started the next rebuild, for ever (gatsbyjs/gatsby#35775),
// and every request waited for the rebuild under way. The production scripts ask to be compiled as they arrive.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ watchOptions: { ignored: [`**/${QUERY_TYPES_FILE}`] } })
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "imageByName",
    extend: () => ({
      async resolve(
        source: { image?: string | null },
        _args: unknown,
        context: {
          nodeModel: {
            findOne: (args: object) => Promise<{ fields?: { rendered?: string } } | null>
            getNodeById: (args: object) => unknown
          }
        },
      ) {
        if (!source.image) return null
        const byName = (extension: object) =>
          context.nodeModel.findOne({
            type: "File",
            query: { filter: { sourceInstanceName: { eq: "images" }, name: { eq: source.image }, extension } },
          })
        const photo = await byName({ in: PHOTO_EXTENSIONS })
        if (photo) return photo
        const artwork = await byName({ eq: ARTWORK_EXTENSION })
        const rendered = artwork?.fields?.rendered
        return rendered ? context.nodeModel.getNodeById({ id: rendered, type: "File" }) : null
      },
    }),
  })
  actions.createTypes([
    ...CONTENT_KINDS.map(({ type, schema }) => nodeTypeDefs(type, schema)),
    SOURCE_TYPE_DEFS,
    SEO_TYPE_DEFS,
    `type CompanyProfile implements Node @dontInfer {\n  locale: String!\n  path: String!\n  megabytes: String!\n}`,
  ])
}

type NodeModel = {
  findOne: (args: { type: string; query?: object }) => Promise<unknown>
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<unknown> }>
}
const inEdition = (path: string) => ({ filter: { locale: { eq: localeOfPath(path) } } })

// seoPage(path: "/services/ndt/"): the page's title, description, canonical URL, social image and JSON-LD,
// computed here at build time from data/ and siteMetadata.siteUrl (site-build/seo/page-seo.ts), with the
// content of the page's own edition: /ar/… pages are described in Arabic.
async function resolveSeoPage(pagePath: string, nodeModel: NodeModel): Promise<PageSeo> {
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

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  type Context = { nodeModel: NodeModel }
  createResolvers({
    // The day the page was generated, which its expiry dates are judged against (its script re-judges them).
    PrequalificationJson: { generatedOn: { type: "String!", resolve: () => BUILD_DAY } },
    Query: {
      seoPage: {
        type: "SeoPage!",
        args: { path: "String!" },
        resolve: (_source: unknown, args: { path: string }, context: Context) =>
          resolveSeoPage(args.path, context.nodeModel),
      },
      // The same page in every edition: the 404 page's data serves the unknown paths of all editions.
      seoEditions: {
        type: "[SeoPage!]!",
        args: { path: "String!" },
        resolve: (_source: unknown, args: { path: string }, context: Context) =>
          Promise.all(
            LOCALES.map((locale) => resolveSeoPage(localizePath(unlocalizePath(args.path), locale), context.nodeModel)),
          ),
      },
    },
  })
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => createPageEditions(page, actions)

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getCache,
}) => {
  createEditionNodes({ node, actions, createNodeId, createContentDigest })
  if (node.internal.type !== "File" || node.sourceInstanceName !== "images" || node.extension !== ARTWORK_EXTENSION)
    return
  const source = node.absolutePath as string
  const { width = ARTWORK_WIDTH } = await sharp(source).metadata()
  const buffer = await sharp(source, { density: Math.ceil((72 * ARTWORK_WIDTH) / width) })
    .resize({ width: ARTWORK_WIDTH })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const rendered = await createFileNodeFromBuffer({
    buffer,
    name: node.name as string,
    ext: ".png",
    parentNodeId: node.id,
    createNode: actions.createNode,
    createNodeId,
    getCache,
  })
  actions.createNodeField({ node, name: "rendered", value: rendered.id })
}

// One page per entry and edition of each kind with detail pages: /services/ndt/ and /ar/services/ndt/, told their
// entry's slug and locale.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const { type, routes } of CONTENT_KIND_SPECS) {
    const detail = routes?.detail
    if (!detail) continue
    // Built, not written inline: Gatsby's query-type generation reads the inline queries of this file as they stand.
    const query = `query ${type}Slugs { all${type} { nodes { slug locale } } }`
    const result = await graphql<Record<string, { nodes: { slug: string; locale: string }[] }>>(query)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query the ${type} entries for their pages`, result.errors)
      return
    }
    for (const { slug, locale } of result.data[`all${type}`].nodes) {
      actions.createPage({
        path: localizePath(detail.path(slug), locale as Locale),
        component: path.resolve(detail.template),
        context: { slug, locale },
      })
    }
  }
}

// After the build: one social image per indexable page (public/og/…, from the same seoPage answers the pages'
// heads carry) and robots.txt pointing at the sitemap. Duplicate titles or descriptions stop the build.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } }
    allSiteJson: { nodes: { locale: string; brand: string; seo: { imageCaption: string } }[] }
    allSitePage: { nodes: { path: string }[] }
  }>(`
    query SocialCards {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSiteJson {
        nodes {
          locale
          brand
          seo {
            imageCaption
          }
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages for their social images", result.errors)
    return
  }
  const { site, allSiteJson, allSitePage } = result.data
  const publicDir = path.resolve("public")
  fs.writeFileSync(path.join(publicDir, ICON_SPRITE_PATH), iconSprite())
  const pages: PageSeo[] = []
  for (const { path: pagePath } of allSitePage.nodes) {
    // The staff workspace is an app, not a page for search engines: noindex in its own Head, no social card.
    if (isStaffPath(pagePath)) continue
    const answer = await graphql<{ seoPage: PageSeo }>(
      `
        query SocialCard($path: String!) {
          seoPage(path: $path) {
            path
            title
            description
            noindex
            image {
              path
              title
            }
          }
        }
      `,
      { path: pagePath },
    )
    if (answer.errors || !answer.data) {
      reporter.panicOnBuild(`Could not compute the search-engine entry of ${pagePath}`, answer.errors)
      return
    }
    pages.push(answer.data.seoPage)
  }
  const indexable = pages.filter((page) => !page.noindex)
  const clashes = [...duplicates(indexable, "title"), ...duplicates(indexable, "description")]
  if (clashes.length > 0) {
    reporter.panicOnBuild(`Every page needs its own title and description (data/):\n  - ${clashes.join("\n  - ")}`)
  }

  const fonts = installedFontFamilies()
  if (fonts && !FONT_FAMILIES.some((family) => fonts.includes(family))) {
    reporter.warn(`Social images: none of the fonts ${FONT_FAMILIES.join(", ")} is installed; titles may not render`)
  }
  const host = new URL(site.siteMetadata.siteUrl).host
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
  const written = await writeSocialImages(publicDir, cards)
  reporter.info(`Social images: ${written.length} written to public/og`)

  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteMetadata.siteUrl))
  reporter.info(`CMS: ${(await writeAdminFiles(publicDir)).length} files written to public/admin`)
  for (const profile of profiles) fs.copyFileSync(profile.file, path.join(publicDir, path.basename(profile.file)))
}
