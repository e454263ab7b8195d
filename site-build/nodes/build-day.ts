import type { SourceNodesArgs } from "gatsby"

// The day a build describes (Cairo's calendar, passed in by gatsby-node): /prequalification/ says it, and what has
// expired by then shows as renewal in progress. A node, not a constant the resolver closes over: a build over the
// last one's cache reruns a query only when a node it read changed, so the next day's build says the next day.
export const BUILD_DAY_TYPE = "BuildDay"
export const BUILD_DAY_TYPE_DEFS = `type ${BUILD_DAY_TYPE} implements Node @dontInfer {\n  day: String!\n}`

export function createBuildDayNode(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">,
  day: string,
): void {
  const content = { day }
  actions.createNode({
    ...content,
    id: createNodeId(BUILD_DAY_TYPE),
    internal: { type: BUILD_DAY_TYPE, contentDigest: createContentDigest(content) },
  })
}

type NodeModel = { findOne: (args: { type: string }) => Promise<unknown> }

export async function buildDay(nodeModel: NodeModel): Promise<string> {
  const node = (await nodeModel.findOne({ type: BUILD_DAY_TYPE })) as { day?: string } | null
  if (!node?.day) throw new Error(`${BUILD_DAY_TYPE}: the build's day node is missing (gatsby-node's sourceNodes)`)
  return node.day
}
