import * as React from "react"

// Gatsby writes each page's path into an inline script, window.pagePath="/services/ndt/", so every page has
// an inline script of its own, and the Content-Security-Policy header (server/http/csp.ts), which allows the
// hash of every inline script of the site on every response, grows by one hash per page: about 1 KB of the
// 2 KB of headers each response carried. On a phone those bytes decide whether the HTML arrives in one
// round trip (TCP's first window, about 14 KB) or two. The page path now travels in a data attribute and the
// script, the same on every page, reads it: one hash for the whole site.
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader"
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("data-page-path");`

// Gatsby's own text for a page without inlined page data (the one form this replaces; any other is kept).
const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*]]>\*\/$/

function pagePathOf(component: React.ReactNode): string | undefined {
  if (!React.isValidElement(component)) return undefined
  const props = component.props as { id?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } }
  const html = props.dangerouslySetInnerHTML?.__html
  if (component.type !== "script" || props.id !== PAGE_PATH_SCRIPT_ID || typeof html !== "string") return undefined
  const match = GATSBY_PAGE_PATH.exec(html)
  return match ? (JSON.parse(match[1]) as string) : undefined
}

// For onPreRenderHTML: the post-body components with Gatsby's page-path script made the same on every page.
export function sharePagePathScript(components: React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    const pagePath = pagePathOf(component)
    if (pagePath === undefined) return component
    return (
      <script
        key={PAGE_PATH_SCRIPT_ID}
        id={PAGE_PATH_SCRIPT_ID}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    )
  })
}
