import * as React from "react"

// Gatsby writes each page's path into an inline script of its own, window.pagePath="/services/ndt/", and the
// Content-Security-Policy header (http-rules/csp.ts), which allows the hash of every inline script of the
// site on every response, would grow by one hash per page. On a phone those header bytes decide whether the
// HTML arrives in one round trip (TCP's first window, about 14 KB) or two. So the path travels in a data
// attribute of the script loader (site-build/html/deferred-scripts.tsx), whose text is the same on every page.
const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader"

// Gatsby's own text for a page without inlined page data (the one form folded away; any other is kept).
const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*]]>\*\/$/

// The page path of Gatsby's page-path script, or undefined for any other component.
export function pagePathOf(component: React.ReactNode): string | undefined {
  if (!React.isValidElement(component)) return undefined
  const props = component.props as { id?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } }
  const html = props.dangerouslySetInnerHTML?.__html
  if (component.type !== "script" || props.id !== PAGE_PATH_SCRIPT_ID || typeof html !== "string") return undefined
  const match = GATSBY_PAGE_PATH.exec(html)
  return match ? (JSON.parse(match[1]) as string) : undefined
}
