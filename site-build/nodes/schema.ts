import type { Actions } from "gatsby"
import { CONTENT_KINDS } from "../../src/lib/content-kinds"
import { nodeTypeDefs } from "../../content/graphql-types"
import { ARTWORK_EXTENSION, PHOTO_EXTENSIONS } from "../../content/image-files"
import { SOURCE_TYPE_DEFS } from "./editions"
import { SEO_TYPE_DEFS } from "../seo/page-seo"
import { PROFILE_TYPE_DEFS } from "../profile/profile-nodes"
import { BUILD_DAY_TYPE_DEFS } from "./build-day"

type ImageContext = {
  nodeModel: {
    findOne: (args: object) => Promise<{ fields?: { rendered?: string } } | null>
    getNodeById: (args: object) => unknown
  }
}

// The GraphQL types of every content kind, declared from its schema, and @imageByName: an entry's `image` names a
// file of data/images/, a photo or an artwork (whose rendered PNG site-build/nodes/artwork.ts made).
export function customizeSchema(actions: Actions): void {
  actions.createFieldExtension({
    name: "imageByName",
    extend: () => ({
      async resolve(source: { image?: string | null }, _args: unknown, context: ImageContext) {
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
    PROFILE_TYPE_DEFS,
    BUILD_DAY_TYPE_DEFS,
  ])
}
