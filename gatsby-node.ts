import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import sharp from "sharp"
import { industrySchema, serviceSchema, siteSchema } from "./src/lib/content-schema"
import { nodeTypeDefs } from "./gatsby/graphql-types"
import { validateContent } from "./gatsby/validate-content"

const RASTER = ["jpg", "jpeg", "png", "webp", "avif"]
// Artwork is drawn as SVG; sharp rasterises it once so gatsby-plugin-image can make responsive AVIF/WebP.
const ARTWORK_WIDTH = 1600

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const errors = validateContent(path.join(__dirname, "data"))
  if (errors.length > 0) {
    reporter.panicOnBuild(`The content in data/ has ${errors.length} error(s):\n  - ${errors.join("\n  - ")}`)
  }
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
        const photo = await byName({ in: RASTER })
        if (photo) return photo
        const artwork = await byName({ eq: "svg" })
        const rendered = artwork?.fields?.rendered
        return rendered ? context.nodeModel.getNodeById({ id: rendered, type: "File" }) : null
      },
    }),
  })
  actions.createTypes([
    nodeTypeDefs("SiteJson", siteSchema),
    nodeTypeDefs("IndustriesJson", industrySchema),
    nodeTypeDefs("ServicesJson", serviceSchema),
  ])
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, actions, createNodeId, getCache }) => {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "images" || node.extension !== "svg") return
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

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allServicesJson: { nodes: { slug: string }[] } }>(`
    query ServiceSlugs {
      allServicesJson {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the services for their pages", result.errors)
    return
  }
  for (const { slug } of result.data.allServicesJson.nodes) {
    actions.createPage({
      path: `/services/${slug}/`,
      component: path.resolve("src/templates/service.tsx"),
      context: { slug },
    })
  }
}
