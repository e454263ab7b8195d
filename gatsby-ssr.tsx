import type { GatsbySSR } from "gatsby"
import { deferGatsbyScripts } from "./gatsby/deferred-scripts"
import { withIconSizes } from "./gatsby/icon-sizes"
import { sharePagePathScript } from "./gatsby/page-path-script"
import { withoutUnusedHead } from "./gatsby/unused-head"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = () => {
  // <html lang dir> is set per page by the Seo component (Head API), from the page's edition.
  // The icons (favicon-32x32.png and favicon.svg, which also keep browsers from asking for a missing
  // /favicon.ico), the manifest link and theme-color come from gatsby-plugin-manifest (gatsby-config.ts).
}

// Gatsby's scripts load after the page has loaded and painted (gatsby/deferred-scripts.tsx), its page-path
// script is the same on every page (gatsby/page-path-script.tsx), head tags the site does not use go
// (gatsby/unused-head.ts), and the favicon links say their sizes (gatsby/icon-sizes.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withIconSizes(withoutUnusedHead(getHeadComponents())))
  replacePostBodyComponents(sharePagePathScript(deferGatsbyScripts(getPostBodyComponents())))
}
