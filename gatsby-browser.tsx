import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { applyStoredArabicFont, fetchArabicFont } from "./browser/arabic-font-loader"
import { applyDocumentLanguage } from "./browser/document-language"
import { adoptGooberStyles } from "./browser/goober-sheet"
import { renderIconsLive } from "./src/components/ui/icon"
import { keepsScroll } from "./src/lib/keep-scroll"
export { wrapPageElement } from "./src/components/layout/wrap-page-element"
export { replaceHydrateFunction } from "./browser/transition-hydration"

// Before any module of the page runs: react-hot-toast writes its first rules when it loads.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => adoptGooberStyles()

// The page is live: icons rendered from now on name their symbol themselves, and an Arabic page fetches the
// Arabic font for the pages after it (src/lib/deferred-assets.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  renderIconsLive()
  void fetchArabicFont()
}

// A link to another page followed: the new page may use the Arabic font the browser now holds (not a link
// within the page, which keeps what is on screen), and may be of the other edition (the server set the first
// page's language and direction: gatsby-ssr.tsx).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) applyStoredArabicFont()
  applyDocumentLanguage(location.pathname)
}

// A navigation that only writes what is on screen into the address (src/lib/keep-scroll.ts) keeps the scroll.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !keepsScroll(routerProps.location.state)
