import type { CreateResolversArgs } from "gatsby"
import { LOCALES, localizePath, unlocalizePath } from "../../src/lib/locales"
import { resolveSeoPage, type NodeModel } from "../seo/seo-page-resolver"
import { buildDay } from "./build-day"

type Context = { nodeModel: NodeModel }

export function addResolvers({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void {
  createResolvers({
    // The day the page was generated, which its expiry dates are judged against (its script re-judges them).
    PrequalificationJson: {
      generatedOn: {
        type: "String!",
        resolve: (_source: unknown, _args: unknown, context: Context) => buildDay(context.nodeModel),
      },
    },
    Query: {
      seoPage: {
        type: "SeoPage!",
        args: { path: "String!" },
        resolve: (_source: unknown, args: { path: string }, context: Context) =>
          resolveSeoPage(args.path, context.nodeModel),
      },
      // The same page in every edition: the 404 page's data serves the unknown paths of all editions.
      seoEditions: {
        type: "[SeoPage!]!",
        args: { path: "String!" },
        resolve: (_source: unknown, args: { path: string }, context: Context) =>
          Promise.all(
            LOCALES.map((locale) => resolveSeoPage(localizePath(unlocalizePath(args.path), locale), context.nodeModel)),
          ),
      },
    },
  })
}
