import * as React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { localeOfPath } from "../../lib/locales"
import { LocaleProvider } from "../ui/locale"
import { ErrorBoundary } from "./error-boundary"

type ErrorTexts = { errorScreen?: { heading: string; homeLink: string } | null }
// Most pages query their edition's siteJson; the 404 page queries every edition (src/pages/404.tsx).
type PageData = {
  siteJson?: ErrorTexts | null
  editions?: { nodes: readonly (ErrorTexts & { locale: string })[] } | null
}

// Every page renders in its edition (read from the path, which is right even where Gatsby shows the 404 page's
// data for an unknown path) and inside an error boundary whose texts come from that page's own query.
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs<PageData>, "element" | "props">) {
  const locale = localeOfPath(props.location.pathname)
  const site = props.data?.siteJson ?? props.data?.editions?.nodes.find((edition) => edition.locale === locale)
  return (
    <LocaleProvider value={{ locale, path: props.location.pathname }}>
      <ErrorBoundary labels={site?.errorScreen}>{element}</ErrorBoundary>
    </LocaleProvider>
  )
}
