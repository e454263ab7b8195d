import type { GatsbySSR } from "gatsby"
import { deferGatsbyScripts } from "./gatsby/deferred-scripts"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
  // The icons (favicon-32x32.png and favicon.svg, which also keep browsers from asking for a missing
  // /favicon.ico), the manifest link and theme-color come from gatsby-plugin-manifest (gatsby-config.ts).
}

// Gatsby's scripts load after the page has loaded and painted (gatsby/deferred-scripts.tsx).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(deferGatsbyScripts(getPostBodyComponents()))
}
