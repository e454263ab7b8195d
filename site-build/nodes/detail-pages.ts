import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { CONTENT_KIND_SPECS } from "../../src/lib/content-kinds"
import { localizePath, type Locale } from "../../src/lib/locales"

// One page per entry and edition of each kind with detail pages: /services/ndt/ and /ar/services/ndt/, told their
// entry's slug and locale.
export async function createDetailPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">): Promise<void> {
  for (const { type, routes } of CONTENT_KIND_SPECS) {
    const detail = routes?.detail
    if (!detail) continue
    // Built, not written inline: Gatsby's query-type generation reads the inline queries of the build as they stand.
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
