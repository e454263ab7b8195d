import type { GatsbySSR } from "gatsby"
import { deferGatsbyScripts, splitDeferredHead } from "./site-build/html/deferred-scripts"
import { withIconSizes } from "./site-build/html/icon-sizes"
import { withoutUnusedHead } from "./site-build/html/unused-head"
import { documentLanguage } from "./src/lib/locales"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"

// Each page's language and direction, by its path (/ar/… is Arabic, right to left), set here rather than through
// the Head API: Gatsby's browser side sets Head's <html> attributes again at hydration, to the same values, and
// Chromium then restyles every element (their :lang() and :dir() might have changed), a task of 40-100 ms on a
// 4x-slowed phone after the first paint. A link to the other edition sets them in the browser (gatsby-browser.tsx).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes }) =>
  setHtmlAttributes(documentLanguage(pathname))

// Gatsby's scripts and the manifest link load after the page has loaded and painted, and its page path
// rides on their loader (site-build/html/deferred-scripts.tsx); head tags the site does not use go
// (site-build/html/unused-head.ts), and the favicon links say their sizes (site-build/html/icon-sizes.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  // A production build stops when Gatsby's output no longer has what a rewrite expects; the development
  // server's pages are left as Gatsby renders them.
  const strict = process.env.NODE_ENV === "production"
  const [head, deferredHead] = splitDeferredHead(
    withIconSizes(withoutUnusedHead(getHeadComponents(), strict), strict),
    strict,
  )
  replaceHeadComponents(head)
  replacePostBodyComponents(deferGatsbyScripts(getPostBodyComponents(), deferredHead, strict))
}
