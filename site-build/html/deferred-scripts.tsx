import * as React from "react"
import { expectOutput } from "../expect-output"
import { pagePathOf } from "./page-path-script"

// Gatsby 5 puts its scripts (chunk map, compilation hash, webpack runtime, framework, app) at the end of
// <body> as one slice, "_gatsby-scripts", stitched into every page after rendering. As async scripts they
// download and run while the page is still painting, so on a phone they compete with the first and the
// largest paint for bandwidth and for the main thread (Lighthouse counts both against LCP).
//
// deferGatsbyScripts() wraps that slice in an inert <template>: the browser neither fetches nor runs what is
// inside. The loader, a script placed after it, copies those scripts into the document once the page has
// loaded (its eager images included) and painted, and React hydrates the page from there. On a phone that
// costs the time to fetch them after the load event; until then the page is the server-rendered HTML, whose
// links and native form work without them. The scripts stay in the HTML, so the CSP hashes of the inline
// ones (http-rules/csp.ts) and the byte budgets (e2e/budgets.spec.ts) still see them.
export const SCRIPTS_TEMPLATE_ID = "gatsby-scripts"
export const SCRIPTS_SLICE_ID = "_gatsby-scripts"

// The loader, a script placed after the template with the page's path, is empty in the rendered page: the
// postbuild fills it with Gatsby's inline scripts and the minified loader (site-build/html/page-loader.js, readable
// source) and then moves all of it to one file (site-build/postbuild/template-scripts.ts), which the bootstrap left in
// its place fetches after the first paint (site-build/html/loader-boot.js).

// gatsby-plugin-manifest's link to the web manifest. Chrome fetches a linked manifest as the page loads (to
// check whether it can be installed), and on a phone that request competes with the first paint for the
// connection. It matters only once the page is saved to a home screen, so it waits in the template too.
const MANIFEST_LINK_KEY = "gatsby-plugin-manifest-link"

const REWRITE = "site-build/html/deferred-scripts.tsx"

// For onPreRenderHTML: the head components without those that load after the first paint, and those.
// `strict` (production builds) stops the build when there is nothing to defer.
export function splitDeferredHead(
  components: React.ReactNode[],
  strict = false,
): [React.ReactNode[], React.ReactNode[]] {
  const deferred = (component: React.ReactNode) =>
    React.isValidElement(component) && component.key === MANIFEST_LINK_KEY
  if (strict) expectOutput(components.some(deferred), REWRITE, `the head component "${MANIFEST_LINK_KEY}"`)
  return [components.filter((component) => !deferred(component)), components.filter(deferred)]
}

function isScriptsSlice(component: React.ReactNode): component is React.ReactElement {
  return React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === SCRIPTS_SLICE_ID
}

// For onPreRenderHTML: the post-body components with Gatsby's script slice (and the deferred head links)
// made inert and loaded after the page's load event, and Gatsby's page-path script folded into the loader.
// Components without that slice (the development server's pages) come back unchanged, but `strict`
// (production builds) stops the build when the slice or the page-path script is not there.
export function deferGatsbyScripts(
  components: React.ReactNode[],
  deferredHead: React.ReactNode[] = [],
  strict = false,
): React.ReactNode[] {
  const hasSlice = components.some(isScriptsSlice)
  const pagePath = components.map(pagePathOf).find((path) => path !== undefined)
  if (strict) {
    expectOutput(hasSlice, REWRITE, `the script slice "${SCRIPTS_SLICE_ID}" among the post-body components`)
    expectOutput(pagePath !== undefined, REWRITE, "Gatsby's page-path script (window.pagePath=…)")
  }
  if (!hasSlice) return components
  return components.flatMap((component): React.ReactNode[] => {
    if (pagePath !== undefined && pagePathOf(component) !== undefined) return []
    if (!isScriptsSlice(component)) return [component]
    return [
      <template key={SCRIPTS_TEMPLATE_ID} id={SCRIPTS_TEMPLATE_ID}>
        {deferredHead}
        {component}
      </template>,
      <script
        key={`${SCRIPTS_TEMPLATE_ID}-loader`}
        data-page-path={pagePath}
      />,
    ]
  })
}
