import type { GatsbySSR } from "gatsby"
import { deferGatsbyScripts, splitDeferredHead } from "./build/html/deferred-scripts"
import { withIconSizes } from "./build/html/icon-sizes"
import { withoutUnusedHead } from "./build/html/unused-head"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = () => {
  // <html lang dir> is set per page by the Seo component (Head API), from the page's edition.
  // The icons (favicon-32x32.png and favicon.svg, which also keep browsers from asking for a missing
  // /favicon.ico), the manifest link and theme-color come from gatsby-plugin-manifest (gatsby-config.ts).
}

// Gatsby's scripts and the manifest link load after the page has loaded and painted, and its page path
// rides on their loader (build/html/deferred-scripts.tsx); head tags the site does not use go
// (build/html/unused-head.ts), and the favicon links say their sizes (build/html/icon-sizes.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const [head, deferredHead] = splitDeferredHead(withIconSizes(withoutUnusedHead(getHeadComponents())))
  replaceHeadComponents(head)
  replacePostBodyComponents(deferGatsbyScripts(getPostBodyComponents(), deferredHead))
}
