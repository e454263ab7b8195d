import type { CreateNodeArgs } from "gatsby"
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import sharp from "sharp"
import { ARTWORK_EXTENSION } from "../../content/image-files"

// Artwork is drawn as SVG; sharp rasterises it once so gatsby-plugin-image can make responsive AVIF/WebP.
const ARTWORK_WIDTH = 1600

// An artwork file of data/images/ gets a rendered PNG beside it, linked as its `rendered` field (@imageByName).
export async function renderArtwork({
  node,
  actions,
  createNodeId,
  getCache,
}: Pick<CreateNodeArgs, "node" | "actions" | "createNodeId" | "getCache">): Promise<void> {
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
