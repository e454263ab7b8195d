import fs from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { THEME_COLOR } from "./src/lib/brand"
import { writeLogoIcon } from "./site-build/seo/logo-icon"
import { QUERY_TYPES_FILE } from "./content/graphql-types"
import { MANIFEST_ICONS, SITEMAP_OUTPUT } from "./site-build/seo/site-files"
import { kindOfFile, sourceType } from "./src/lib/content-kinds"
import { sitemapEntry, sitemapPages, sitemapQuery, type SitemapQueryData } from "./site-build/seo/sitemap"

// One configured origin for canonicals, the sitemap and social cards; override per deployment.
const siteUrl = (process.env.SITE_URL ?? "https://www.inspection-eg.com").replace(/\/$/, "")

// The web app manifest names the brand from data/site.json. A broken file is reported, with its place,
// by the content check in gatsby-node; here it only must not stop the config from loading.
// Its editions: { "en": { … }, "ar": { … } } (src/lib/translation.ts).
type SiteEdition = { brand?: string; description?: string }
function readSite(): { en?: SiteEdition; ar?: SiteEdition } {
  try {
    return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "site.json"), "utf8"))
  } catch {
    return {}
  }
}
const editions = readSite()
const site = { ...editions.en, ar: editions.ar }

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // Every route ends in "/"; the server redirects the other form to it.
  trailingSlash: "always",
  // `gatsby develop` hands /api to the project's own server (npm start), which serves the quote API.
  proxy: [{ prefix: "/api", url: process.env.API_URL ?? "http://127.0.0.1:9000" }],
  graphqlTypegen: {
    typesOutputPath: QUERY_TYPES_FILE,
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // public/sitemap-index.xml and public/sitemap-0.xml; robots.txt (gatsby-node) points to the index, which
        // is where crawlers look (no search engine reads a <link rel="sitemap">, which every page would carry).
        output: SITEMAP_OUTPUT,
        createLinkInHead: false,
        query: sitemapQuery,
        resolveSiteUrl: () => siteUrl,
        // Only the indexable pages, with their lastmod (site-build/seo/sitemap.ts).
        resolvePages: (data: SitemapQueryData) => sitemapPages(data),
        serialize: sitemapEntry,
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand ?? "Inspection",
        short_name: site.brand ?? "Inspection",
        description: site.description,
        lang: "en",
        start_url: "/",
        // The Arabic pages link a manifest of their own (manifest_ar.webmanifest): right to left, starting at /ar/.
        localize: [{ start_url: "/ar/", lang: "ar", dir: "rtl", description: site.ar?.description }],
        scope: "/",
        // A website, not an app (no offline pages, no service worker): saved to a home screen it opens in the
        // browser. It also keeps Chrome from checking installability, and downloading an icon for that check,
        // while every page loads.
        display: "browser",
        theme_color: THEME_COLOR,
        background_color: "#FFFFFF",
        // The logo mark at 512 px: the PNG icons, favicon-32x32.png, and favicon.svg with the
        // <link rel="icon"> tags on every page.
        icon: writeLogoIcon(),
        icons: MANIFEST_ICONS,
        include_favicon: true,
        // Browsers fetch a manifest without credentials by default, and such fetches use a pool of connections
        // of their own: the manifest opened a second connection while the page loaded. With credentials (the
        // site sets no cookies) it reuses the page's connection.
        crossOrigin: "use-credentials",
        legacy: true,
        theme_color_in_head: true,
        cache_busting_mode: "none",
      },
    },
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "none",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/images/**"] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/data/images` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Each file of data/ as written, English and translations together, as its kind's source node
        // (src/lib/content-kinds.ts: data/site.json → SiteSource, data/services/*.json → ServicesSource).
        // site-build/nodes/editions.ts makes one node of the kind's type per edition (SiteJson), which the pages query.
        typeName: ({ node }: { node: { relativePath: string } }) => {
          const kind = kindOfFile(node.relativePath)
          if (!kind)
            throw new Error(
              `data/${node.relativePath}: is of no kind of content; add the kind to src/lib/content-kinds.ts`,
            )
          return sourceType(kind)
        },
      },
    },
  ],
}

export default config
