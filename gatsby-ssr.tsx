import type { GatsbySSR } from "gatsby"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = () => {
  // <html lang dir> is set per page by the Seo component (Head API), from the page's edition.
  // The icons (favicon-32x32.png and favicon.svg, which also keep browsers from asking for a missing
  // /favicon.ico), the manifest link and theme-color come from gatsby-plugin-manifest (gatsby-config.ts).
}
