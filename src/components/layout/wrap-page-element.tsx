import * as React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { ErrorBoundary } from "./error-boundary"

type PageData = { siteJson?: { errorScreen?: { heading: string; homeLink: string } | null } | null }

// Every page renders inside an error boundary whose texts come from that page's own query.
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs<PageData>, "element" | "props">) {
  return <ErrorBoundary labels={props.data?.siteJson?.errorScreen}>{element}</ErrorBoundary>
}
