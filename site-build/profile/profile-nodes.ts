import type { SourceNodesArgs } from "gatsby"
import { megabytes, writtenProfiles } from "./write-profiles"

export const PROFILE_TYPE_DEFS = `type CompanyProfile implements Node @dontInfer {\n  locale: String!\n  path: String!\n  megabytes: String!\n}`

// One CompanyProfile node per edition's PDF, from the files onPreBootstrap wrote: the footer and /prequalification/
// link it with its size.
export function createProfileNodes({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  for (const { locale, path: urlPath, bytes } of writtenProfiles()) {
    const content = { locale, path: urlPath, megabytes: megabytes(bytes) }
    actions.createNode({
      ...content,
      id: createNodeId(`company-profile ${locale}`),
      internal: { type: "CompanyProfile", contentDigest: createContentDigest(content) },
    })
  }
}
