import type { CreateWebpackConfigArgs } from "gatsby"
import { QUERY_TYPES_FILE } from "../../content/graphql-types"
import { CompileHintsPlugin } from "./compile-hints"

// Tailwind reads its class names from src/, and so has webpack watch all of src/, where `gatsby develop` rewrites
// the query types after every rebuild: each rewrite started the next rebuild, for ever (gatsbyjs/gatsby#35775),
// and every request waited for the rebuild under way. The production scripts ask to be compiled as they arrive.
export function configureWebpack({ stage, actions }: Pick<CreateWebpackConfigArgs, "stage" | "actions">): void {
  if (stage === "develop") actions.setWebpackConfig({ watchOptions: { ignored: [`**/${QUERY_TYPES_FILE}`] } })
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] })
}
