import * as React from "react"
import type { GatsbySSR } from "gatsby"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // The mark from the logo; an SVG icon also keeps browsers from asking for a missing /favicon.ico.
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />])
}
