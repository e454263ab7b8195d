import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { cairoToday } from "./src/lib/cairo-time"
import { prepareBuild } from "./site-build/pre-bootstrap"
import { serveBuildFiles } from "./site-build/dev-server"
import { createProfileNodes } from "./site-build/profile/profile-nodes"
import { createBuildDayNode } from "./site-build/nodes/build-day"
import { configureWebpack } from "./site-build/webpack/webpack-config"
import { customizeSchema } from "./site-build/nodes/schema"
import { addResolvers } from "./site-build/nodes/resolvers"
import { createEditionNodes, createPageEditions } from "./site-build/nodes/editions"
import { renderArtwork } from "./site-build/nodes/artwork"
import { createDetailPages } from "./site-build/nodes/detail-pages"
import { runPostBuildSteps } from "./site-build/postbuild/steps"

// Each Gatsby API hands over to site-build/ (as gatsby-ssr.tsx does), given what it needs as arguments: no API
// reads what another left in a variable. What one writes for a later one is a file (the company profiles) or a node.

// The day this build describes (Cairo's calendar), read once so that the profiles and the pages agree on it.
const BUILD_DAY = cairoToday()
type Config = { config: { siteMetadata: { siteUrl: string } } }
const siteUrlOf = (state: unknown) => (state as Config).config.siteMetadata.siteUrl

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) =>
  prepareBuild({ root: __dirname, siteUrl: siteUrlOf(store.getState()), today: BUILD_DAY, reporter })

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => serveBuildFiles(app)

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  createProfileNodes(args)
  createBuildDayNode(args, BUILD_DAY)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  customizeSchema(actions)

export const createResolvers: GatsbyNode["createResolvers"] = (args) => addResolvers(args)

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => createPageEditions(page, actions)

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  createEditionNodes(args)
  await renderArtwork(args)
}

export const createPages: GatsbyNode["createPages"] = (args) => createDetailPages(args)

// Every rewrite of Gatsby's output and every file written beside it, in one ordered list
// (site-build/postbuild/steps.ts): `gatsby build` alone publishes the whole site.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  try {
    await runPostBuildSteps(
      { publicDir: path.resolve("public"), siteUrl: siteUrlOf(store.getState()), graphql },
      reporter,
    )
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error)
  }
}
