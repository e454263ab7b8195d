import path from "node:path"
import type { GatsbyConfig } from "gatsby"

// One configured origin for canonicals, the sitemap and social cards; override per deployment.
const siteUrl = (process.env.SITE_URL ?? "https://www.inspection-eg.com").replace(/\/$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // Every route ends in "/"; the server redirects the other form to it.
  trailingSlash: "always",
  // `gatsby develop` hands /api to the project's own server (npm start), which serves the quote API.
  proxy: [{ prefix: "/api", url: process.env.API_URL ?? "http://127.0.0.1:9000" }],
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
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
        // data/site.json → SiteJson, data/industries.json → IndustriesJson, data/services/*.json → ServicesJson
        typeName: ({ node, isArray }: { node: { name: string; dir: string }; isArray: boolean }) => {
          const folder = path.basename(node.dir)
          const base = isArray || folder === "data" ? node.name : folder
          return `${base.charAt(0).toUpperCase()}${base.slice(1)}Json`
        },
      },
    },
  ],
}

export default config
