import type { Actions, Node, NodePluginArgs, Page } from "gatsby"
import { DEFAULT_LOCALE, LOCALES, localizePath, TRANSLATED_LOCALES } from "../../src/lib/locales"
import { listEntries, localizeEntry } from "../../src/lib/translation"
import { CONTENT_KINDS, sourceType } from "../../src/lib/content-kinds"
import { isStaffPath } from "../../src/lib/staff-paths"

// gatsby-transformer-json reads each data file as one "source" node holding every edition's texts
// (gatsby-config.ts). Each becomes one node per edition, with the English or the translation laid over it,
// and a `locale` field the pages filter on: SiteJson(locale: "ar") is the Arabic site.json.
// Source node type → the edition nodes' type (SiteSource → SiteJson), for every kind of src/lib/content-kinds.ts.
export const EDITION_TYPES: Record<string, string> = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [sourceType(kind), kind.type]),
)

// The source nodes are read by this file only; declared so Gatsby does not infer a schema from them.
export const SOURCE_TYPE_DEFS = Object.keys(EDITION_TYPES)
  .map((type) => `type ${type} implements Node @dontInfer {\n  id: ID!\n}`)
  .join("\n\n")

type NodeArgs = Pick<NodePluginArgs, "createNodeId" | "createContentDigest"> & { node: Node; actions: Actions }

// A list file (industries.json) is one source node holding each edition's list: one entry per item.
const LIST_SOURCES = new Set(CONTENT_KINDS.filter((kind) => kind.source.shape === "list").map(sourceType))

export function createEditionNodes({ node, actions, createNodeId, createContentDigest }: NodeArgs) {
  const target = EDITION_TYPES[node.internal.type]
  if (!target) return
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, parent, children, internal, fields, ...source } = node
  const entries = LIST_SOURCES.has(node.internal.type) ? listEntries(source) : [source]
  entries.forEach((entry, index) => {
    for (const locale of LOCALES) {
      const content = { ...(localizeEntry(entry, locale) as object), locale }
      const child = {
        ...content,
        id: createNodeId(entries.length > 1 ? `${id} ${index} ${locale}` : `${id} ${locale}`),
        parent: id,
        children: [],
        internal: { type: target, contentDigest: createContentDigest(content) },
      }
      actions.createNode(child)
      actions.createParentChildLink({ parent: node, child: child as unknown as Node })
    }
  })
}

// Every page in src/pages exists in every edition: /contact/ and /ar/contact/, each told its locale.
export function createPageEditions(page: Page<Record<string, unknown>>, actions: Actions) {
  // The staff workspace is English only: one page, no Arabic edition.
  if (page.context?.locale || page.path.startsWith("/dev-404-page") || isStaffPath(page.path)) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, locale: DEFAULT_LOCALE } })
  for (const locale of TRANSLATED_LOCALES) {
    actions.createPage({
      ...page,
      path: localizePath(page.path, locale),
      matchPath: page.matchPath ? localizePath(page.matchPath, locale) : undefined,
      context: { ...page.context, locale },
    })
  }
}
